import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';
import type { SocketStatus } from '../lib/chat-socket.ts';

/** A small line while the live connection is not up: connecting, reconnecting, or stopped. */
export function ConnectionStatus({ status }: { status: SocketStatus }) {
  const { t } = useTranslation('chat');
  return (
    <p role="status" className="text-sm text-slate-700">
      {status !== 'open' && (
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'size-2 rounded-full',
              status === 'stopped' ? 'bg-red-700' : 'animate-pulse bg-amber-500',
            )}
          />
          {t(`status.${status}`)}
        </span>
      )}
    </p>
  );
}
