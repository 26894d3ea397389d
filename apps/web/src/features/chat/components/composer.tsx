import { CHAT_LIMITS, type ChatMessage } from '@madrasa/contracts';
import { SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSendMessage } from '../api/send-message.ts';
import type { LogEntry } from '../lib/message-log.ts';
import { EmojiPicker } from './emoji-picker.tsx';

/** The counter shows once this few characters are left. */
const COUNT_FROM = 200;
const lengthOf = (text: string) => [...text.normalize('NFC').trim()].length;
/** A phone's keyboard has no easy Shift: there Enter makes a new line and Send sends. */
const touchFirst = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * Writing a message: a labelled box (Enter sends, Shift+Enter a new line), a few emoji,
 * what it replies to (with a way to drop that), a counter near the limit and, when the
 * server refuses, its reason in the reader's language. The box keeps focus after sending.
 */
export function Composer({
  classId,
  roomName,
  replyTo,
  onCancelReply,
  onSent,
  onRefused,
  inputRef,
}: {
  classId: number;
  roomName: string;
  replyTo: { entry: LogEntry; author: string } | null;
  onCancelReply: () => void;
  onSent: (message: ChatMessage) => void;
  onRefused: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState('');
  const send = useSendMessage(classId);
  const length = lengthOf(text);
  const left = CHAT_LIMITS.bodyLength - length;
  const touch = touchFirst();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    inputRef.current?.focus();
    if (send.isPending || length === 0 || left < 0) return;
    setRefusal('');
    try {
      const message = await send.mutateAsync({ body: text, reply_to: replyTo?.entry.id ?? null });
      setText('');
      onSent(message);
    } catch (error) {
      setRefusal(errorMessage(error, t('composer.failed')));
      onRefused();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (touch) return;
    event.preventDefault();
    void submit();
  };

  const insert = (emoji: string) => {
    const box = inputRef.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white px-3 pt-2 pb-3 sm:px-5">
      {replyTo && (
        <div className="mb-2 flex items-start gap-2 rounded-lg border-s-4 border-teal-600 bg-slate-100 px-3 py-1.5 text-sm">
          <p id={`${id}-reply`} className="min-w-0 flex-1 text-slate-700">
            {t('composer.replyingTo')} <bdi className="font-semibold">{replyTo.author}</bdi>
            {replyTo.entry.body && (
              <span dir="auto" className="block truncate">
                {replyTo.entry.body.slice(0, CHAT_LIMITS.excerpt)}
              </span>
            )}
          </p>
          <button
            type="button"
            onClick={() => {
              onCancelReply();
              inputRef.current?.focus();
            }}
            aria-label={t('composer.cancelReply')}
            className="grid size-9 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-200"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <label htmlFor={id} className="sr-only">
        {t('composer.label', { room: roomName })}
      </label>
      <div className="flex items-end gap-2">
        <EmojiPicker onPick={insert} />
        <textarea
          id={id}
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          dir="auto"
          enterKeyHint="enter"
          placeholder={t('composer.placeholder')}
          aria-describedby={cn(
            !touch && `${id}-hint`,
            left <= COUNT_FROM && `${id}-count`,
            refusal && `${id}-refusal`,
            replyTo && `${id}-reply`,
          )}
          aria-invalid={left < 0 || undefined}
          className="field-sizing-content max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-slate-400 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-600 hover:border-teal-600 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          disabled={send.isPending || length === 0 || left < 0}
          className={buttonClass('primary', 'shrink-0 px-4 sm:px-5')}
        >
          {send.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          )}
          <span className="sr-only sm:not-sr-only">{t('composer.send')}</span>
        </button>
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-slate-600">
        {!touch && <p id={`${id}-hint`}>{t('composer.hint')}</p>}
        {left <= COUNT_FROM && (
          <p id={`${id}-count`} className={cn('ms-auto', left < 0 && 'font-semibold text-red-800')}>
            {left < 0 ? t('composer.over', { count: -left }) : t('composer.left', { count: left })}
          </p>
        )}
      </div>
      {refusal && (
        <p id={`${id}-refusal`} role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
    </form>
  );
}
