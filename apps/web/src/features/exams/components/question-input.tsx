import type { AnswerInput, AttemptQuestion } from '@madrasa/contracts';
import { toLatinDigits } from '@madrasa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '@/shared/lib/localized.ts';
import { MathText } from '@/shared/ui/math-text.tsx';

/**
 * The answer controls of a question: radio buttons for one choice (and true/false),
 * checkboxes for several, a number field (Arabic digits read) for a numeric answer.
 */
export function QuestionInput({
  question,
  answer,
  disabled,
  onChange,
  describedBy,
}: {
  question: AttemptQuestion;
  answer: AnswerInput | undefined;
  disabled: boolean;
  onChange: (answer: AnswerInput) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation('exams');
  const text = useBilingual();
  const id = useId();

  if (question.kind === 'numeric') {
    const value = answer && 'value' in answer ? String(answer.value) : '';
    return (
      <div className="max-w-60 space-y-1.5">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {t('run.yourNumber')}
        </label>
        <input
          id={id}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ value: toLatinDigits(event.target.value) })}
          className="block w-full rounded-xl border border-slate-300 px-4 py-2.5 text-lg"
        />
      </div>
    );
  }

  const multiple = question.kind === 'multiple';
  const chosen = answer && 'options' in answer ? answer.options : [];
  const toggle = (index: number) => {
    if (!multiple) return onChange({ options: [index] });
    const next = chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index];
    onChange({ options: next.sort((a, b) => a - b) });
  };
  return (
    <fieldset aria-describedby={describedBy} className="space-y-3">
      <legend className="sr-only">{t('run.yourNumber')}</legend>
      {multiple && <p className="text-sm text-slate-700">{t('run.chooseAll')}</p>}
      {question.options.map((option, index) => (
        <label
          // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by index
          key={index}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3.5 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:disabled]:cursor-default"
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`question-${question.position}`}
            checked={chosen.includes(index)}
            disabled={disabled}
            onChange={() => toggle(index)}
            className="size-5 shrink-0 accent-teal-700"
          />
          <span className="text-slate-900">
            <MathText text={text(option)} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
