import { SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { ArrowDown } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import type { LogEntry } from '../lib/message-log.ts';
import type { MessageAction } from './message-actions.tsx';
import { MessageItem, messageElementId } from './message-item.tsx';

/** Within this many pixels of the end, the reader follows the conversation as it grows. */
const NEAR_END_PX = 96;

/** Amman's calendar day of a message, to put a day's heading above its first message. */
const ammanDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export type ListProps = {
  entries: LogEntry[];
  label: string;
  isMine: (entry: LogEntry) => boolean;
  actionsFor: (entry: LogEntry) => MessageAction[];
  onAction: (action: MessageAction, entry: LogEntry) => void;
  earlier: { has: boolean; state: 'idle' | 'loading' | 'failed'; load: () => void };
};

/**
 * The conversation, oldest first, in a polite log: a message that arrives is read out once
 * the reader pauses, never over them (MessageItem keeps history and the reader's own quiet).
 * The list follows new messages while the reader is at its end; scrolled up, a button says
 * new ones came. Loading earlier messages keeps the reader's place.
 */
export function MessageList({ entries, label, isMine, actionsFor, onAction, earlier }: ListProps) {
  const { t } = useTranslation('chat');
  const day = useFormatDate({ timeZone: SCHOOL_TIME_ZONE, style: 'day' });
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const kept = useRef<{ first: number | undefined; height: number }>({
    first: undefined,
    height: 0,
  });
  const [unseen, setUnseen] = useState(false);
  const first = entries[0]?.id;
  const last = entries.at(-1);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = kept.current;
    if (before.first !== undefined && first !== undefined && first < before.first) {
      // Earlier messages went in above: stay on the message that was on screen.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (atEnd.current || (last && isMine(last))) {
      box.scrollTop = box.scrollHeight;
      setUnseen(false);
    } else if (last) {
      setUnseen(true);
    }
    kept.current = { first, height: box.scrollHeight };
  }, [first, last, isMine]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_END_PX;
    if (atEnd.current) setUnseen(false);
    kept.current.height = box.scrollHeight;
  };

  const toEnd = () => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
    setUnseen(false);
  };

  const showQuoted = (id: number) => {
    const target = document.getElementById(messageElementId(id));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:px-5"
      >
        {earlier.has && (
          <div className="mb-4 flex flex-col items-center gap-2">
            <button
              type="button"
              onClick={earlier.load}
              disabled={earlier.state === 'loading'}
              className={buttonClass('secondary', 'min-h-10 text-sm')}
            >
              {earlier.state === 'loading' && <Spinner className="size-4" />}
              {t('list.loadEarlier')}
            </button>
            {earlier.state === 'failed' && (
              <p role="alert" className="text-sm text-red-800">
                {t('list.earlierFailed')}
              </p>
            )}
          </div>
        )}
        {entries.length === 0 && (
          <p className="py-10 text-center text-slate-700">{t('list.empty')}</p>
        )}
        <div role="log" aria-live="polite" aria-label={label}>
          <ol className="flex flex-col gap-3">
            {entries.map((entry, index) => {
              const previous = entries[index - 1];
              const newDay =
                !previous || ammanDay(previous.created_at) !== ammanDay(entry.created_at);
              return (
                <Fragment key={entry.id}>
                  {newDay && (
                    <li
                      aria-live="off"
                      className="my-1 text-center text-xs font-semibold text-slate-600"
                    >
                      <span className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-200">
                        {day(entry.created_at)}
                      </span>
                    </li>
                  )}
                  <MessageItem
                    entry={entry}
                    mine={isMine(entry)}
                    actions={actionsFor(entry)}
                    onAction={onAction}
                    onShowQuoted={showQuoted}
                  />
                </Fragment>
              );
            })}
          </ol>
        </div>
      </div>
      {unseen && (
        <button
          type="button"
          onClick={toEnd}
          className={buttonClass(
            'primary',
            'absolute bottom-3 start-1/2 min-h-10 -translate-x-1/2 text-sm shadow-lg rtl:translate-x-1/2',
          )}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('list.newMessages')}
        </button>
      )}
    </div>
  );
}
