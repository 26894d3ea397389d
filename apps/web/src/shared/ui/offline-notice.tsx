import { WifiOff } from 'lucide-react';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { cn } from '@/shared/lib/cn.ts';

/**
 * `text` while the browser is offline, said in words beside an icon (never by colour alone).
 * The status region stays in the page, empty and of no height while online, so a screen
 * reader announces the text when the connection drops; wrap it in a block, not a gap.
 * `banner`: the page-wide notice under the header; else a note beside the action it stops.
 */
export function OfflineNotice({ text, banner = false }: { text: string; banner?: boolean }) {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p
          className={cn(
            'flex items-start gap-2 bg-amber-50 text-amber-950',
            banner
              ? 'justify-center border-b border-amber-200 px-4 py-2 text-sm'
              : 'mb-4 rounded-xl border border-amber-200 p-3',
          )}
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>{text}</span>
        </p>
      )}
    </div>
  );
}
