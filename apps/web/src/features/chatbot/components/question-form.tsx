import { QUESTION_MAX_LENGTH } from '@madrasa/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSendStudentQuestion } from '../api/send-student-question.ts';
import type { ChatEntry } from './chat-log.tsx';

/**
 * The question box: checks of docs/product.md §5, sends as the signed-in student, input
 * locked meanwhile. A chat box rather than a form of fields: its one check (a question at
 * all) needs no schema form, and so the chat window loads no zod.
 */
export function QuestionForm({
  inputRef,
  studentId,
  onActivity,
  onSent,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  studentId: number | null;
  onActivity: () => void;
  onSent: (entry: ChatEntry) => void;
}) {
  const { t } = useTranslation('chatbot');
  const { message } = useMessage();
  const [text, setText] = useState('');
  const send = useSendStudentQuestion();
  const inputId = useId();
  const counterId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    onActivity();
    const question = text.trim();
    if (!question) return void toastError(message('site.question_required'));
    if (studentId === null) return void toastError(t('noStudent'));
    try {
      await send.mutateAsync({ student_id: studentId, question });
      const reply = message('site.question_sent');
      toastSuccess(reply);
      onSent({ id: Date.now(), question, reply });
      setText('');
    } catch (error) {
      // A throttled student is told when to try again; any other failure gets the text of docs/product.md §8.
      toastError(error instanceof ApiError && error.status === 429 ? error.message : t('failed'));
    } finally {
      onActivity();
      // The box was disabled while sending, which dropped its focus.
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3">
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onActivity();
          }}
          onKeyDown={onKeyDown}
          disabled={send.isPending}
          maxLength={QUESTION_MAX_LENGTH}
          rows={2}
          placeholder={t('placeholder')}
          aria-describedby={counterId}
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={send.isPending}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-60"
        >
          {send.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          )}
          <span className="sr-only">{t(send.isPending ? 'sending' : 'send')}</span>
        </button>
      </div>
      <p id={counterId} className="mt-1 text-end text-xs text-slate-600">
        {t('counter', { length: text.length, max: QUESTION_MAX_LENGTH })}
      </p>
    </form>
  );
}
