import { type ChatRoom, SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { Lock } from 'lucide-react';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';

/**
 * Why the reader only reads the room now, in the words the server uses when it refuses a
 * message (the shared catalogue): muted until…, open from… to…, archived, a parent.
 */
export function ReadOnlyNotice({ me, settings }: Pick<ChatRoom, 'me' | 'settings'>) {
  const { message } = useMessage();
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const text = {
    muted: () => message('chat.muted', { until: formatDate(me.muted_until ?? '') }),
    closed: () =>
      message('chat.closed', { from: settings.open_from ?? '', until: settings.open_until ?? '' }),
    archived: () => message('chat.archived'),
    parent: () => message('chat.parents_read_only'),
  }[me.read_only_reason ?? 'parent'];
  return (
    <p
      role="status"
      className="flex items-start gap-2 border-t border-slate-200 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {text()}
    </p>
  );
}
