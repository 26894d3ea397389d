import type { AttemptQuestion, QuestionFeedback } from '@madrasa/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { MathText } from '@/shared/ui/math-text.tsx';

/** The right answer of a question as text: its options, or the number with its tolerance. */
export function RightAnswer({
  question,
  feedback,
}: {
  question: AttemptQuestion;
  feedback: QuestionFeedback;
}) {
  const text = useBilingual();
  const right = feedback.right_answer;
  if ('value' in right) {
    return (
      <bdi dir="ltr">
        {right.value}
        {right.tolerance > 0 ? ` ± ${right.tolerance}` : ''}
      </bdi>
    );
  }
  return (
    <>
      {right.options.map((index, i) => (
        <span key={index}>
          {i > 0 && '، '}
          <MathText text={text(question.options[index] ?? { ar: '', en: '' })} />
        </span>
      ))}
    </>
  );
}

/** An interactive answer's mark: right or wrong, the right answer and the explanation. */
export function FeedbackPanel({
  question,
  feedback,
}: {
  question: AttemptQuestion;
  feedback: QuestionFeedback;
}) {
  const { t } = useTranslation('exams');
  const text = useBilingual();
  const explanation = text(feedback.explanation);
  return (
    <div
      role="status"
      className={cn(
        'mt-5 space-y-2 rounded-xl p-4',
        feedback.correct ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-950',
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        {feedback.correct ? (
          <CheckCircle2 aria-hidden="true" className="size-5" />
        ) : (
          <XCircle aria-hidden="true" className="size-5" />
        )}
        {feedback.correct ? t('run.correct') : t('run.incorrect')}
      </p>
      {!feedback.correct && (
        <p>
          <span className="font-semibold">{t('run.rightAnswer')}: </span>
          <RightAnswer question={question} feedback={feedback} />
        </p>
      )}
      {explanation && (
        <p>
          <span className="font-semibold">{t('run.explanation')}: </span>
          <MathText text={explanation} />
        </p>
      )}
    </div>
  );
}
