import { QUESTION_MAX_LENGTH, studentQuestionSchema } from '@madrasa/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSendStudentQuestion } from '../api/send-student-question.ts';
import type { ChatEntry } from './chat-log.tsx';

/** The question alone: the student is the session's (checked on sending). */
const questionSchema = studentQuestionSchema.pick({ question: true });

/** The question box: checks of docs/product.md §5, sends as the signed-in student, input locked meanwhile. */
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
  const send = useSendStudentQuestion();
  const form = useSchemaForm({ schema: questionSchema, defaultValues: { question: '' } });
  const { ref, onChange, ...registration } = form.field('question');
  const length = form.form.watch('question').length;
  const inputId = useId();
  const counterId = useId();

  const sendQuestion = async ({ question }: { question: string }) => {
    if (studentId === null) return void toastError(t('noStudent'));
    try {
      await send.mutateAsync({ student_id: studentId, question });
      const reply = message('site.question_sent');
      toastSuccess(reply);
      onSent({ id: Date.now(), question, reply });
      form.reset();
    } catch (error) {
      // A throttled student is told when to try again; any other failure gets the text of docs/product.md §8.
      toastError(error instanceof ApiError && error.status === 429 ? error.message : t('failed'));
    } finally {
      onActivity();
      // The box was disabled while sending, which dropped its focus.
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  };

  const submit = (event?: FormEvent) => {
    if (send.isPending) return event?.preventDefault();
    onActivity();
    return form.submit(sendQuestion)(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="border-t border-slate-200 p-3">
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          {...registration}
          ref={(element) => {
            ref(element);
            inputRef.current = element;
          }}
          id={inputId}
          onChange={(event) => {
            onActivity();
            return onChange(event);
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
        {t('counter', { length, max: QUESTION_MAX_LENGTH })}
      </p>
    </form>
  );
}
