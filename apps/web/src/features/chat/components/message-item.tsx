import { SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { Reply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import type { LogEntry } from '../lib/message-log.ts';
import { type MessageAction, MessageActions } from './message-actions.tsx';

export const messageElementId = (id: number) => `chat-message-${id}`;

/**
 * One message: who (a name isolated from the text around it, "You" for the reader's own),
 * when (Amman time), what it answers, and its text in its own direction. Links stay text.
 */
export function MessageItem({
  entry,
  mine,
  actions,
  onAction,
  onShowQuoted,
}: {
  entry: LogEntry;
  mine: boolean;
  actions: MessageAction[];
  onAction: (action: MessageAction, entry: LogEntry) => void;
  onShowQuoted: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  const time = useFormatDate({ timeZone: SCHOOL_TIME_ZONE, style: 'time' });
  const author = `${entry.author.first_name} ${entry.author.last_name}`;
  const teacher = entry.author.role === 'teacher';
  return (
    <li
      id={messageElementId(entry.id)}
      tabIndex={-1}
      // Announced only when it arrives while the reader is here, and is not the reader's own.
      aria-live={entry.live && !mine && !entry.deleted ? undefined : 'off'}
      className={cn(
        'group flex scroll-mt-4 flex-col rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
        mine ? 'items-end' : 'items-start',
      )}
    >
      <div
        className={cn(
          'max-w-[88%] min-w-0 rounded-2xl px-4 py-2 sm:max-w-[75%]',
          mine
            ? 'rounded-ee-sm bg-teal-50 ring-1 ring-teal-200'
            : 'rounded-es-sm bg-white ring-1 ring-slate-200',
          entry.deleted && 'bg-slate-50 ring-slate-200',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold text-teal-950">
            {mine ? t('message.you') : <bdi>{author}</bdi>}
          </span>
          {teacher && (
            <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              {t('message.teacher')}
            </span>
          )}
          <time dateTime={entry.created_at} className="text-slate-600">
            {time(entry.created_at)}
          </time>
        </p>
        {entry.reply_to && !entry.deleted && (
          <button
            type="button"
            onClick={() => entry.reply_to && onShowQuoted(entry.reply_to.id)}
            className="mt-1 flex w-full items-start gap-1.5 rounded-lg border-s-4 border-teal-600 bg-slate-100 px-2 py-1 text-start text-sm text-slate-700 hover:bg-slate-200"
          >
            <Reply aria-hidden="true" className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
            <span className="min-w-0 flex-1">
              <span className="sr-only">{t('message.inReplyTo')} </span>
              <bdi className="block font-semibold">{entry.reply_to.author_first_name}</bdi>
              {entry.reply_to.excerpt === null ? (
                <em className="block">{t('message.deletedQuote')}</em>
              ) : (
                <span dir="auto" className="line-clamp-2 block text-start [overflow-wrap:anywhere]">
                  {entry.reply_to.excerpt}
                </span>
              )}
            </span>
          </button>
        )}
        {entry.deleted ? (
          <p className="mt-1 text-slate-600 italic">
            {t(entry.deleted_by === 'teacher' ? 'message.deletedByTeacher' : 'message.deleted')}
          </p>
        ) : (
          <p
            dir="auto"
            className="mt-1 text-start text-slate-900 [overflow-wrap:anywhere] whitespace-pre-wrap"
          >
            {entry.body}
          </p>
        )}
      </div>
      {actions.length > 0 && !entry.deleted && (
        <MessageActions
          author={mine ? t('message.you') : author}
          actions={actions}
          onAction={(action) => onAction(action, entry)}
        />
      )}
    </li>
  );
}
