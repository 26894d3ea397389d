import {
  type BankQuestion,
  DIFFICULTIES,
  type ExamDraft,
  examDraftSchema,
  toLatinDigits,
} from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { controlClass, Field } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { MathText } from '@/shared/ui/math-text.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import {
  type AuthoredExam,
  type AuthoringHost,
  authoringKeys,
  type Scope,
  saveExam,
} from './authoring-api.ts';
import { useSaveFailure } from './use-save-failure.ts';
import { useUnits } from './use-units.ts';

type Rule = { unit_id: string; difficulty: string; count: string };
type ExamForm = {
  title: { ar: string; en: string };
  duration_minutes: string;
  bounded: boolean;
  min_minutes: string;
  max_minutes: string;
  passing_percent: string;
  attempts_allowed: string;
  published: boolean;
  source: 'fixed' | 'draw';
  question_ids: string[];
  draw: Rule[];
};

const blankRule: Rule = { unit_id: '', difficulty: '', count: '5' };

const toForm = (exam: AuthoredExam | null): ExamForm => ({
  title: exam?.title ?? { ar: '', en: '' },
  duration_minutes: String(exam?.duration_minutes ?? 30),
  bounded: exam?.min_minutes != null,
  min_minutes: exam?.min_minutes == null ? '' : String(exam.min_minutes),
  max_minutes: exam?.max_minutes == null ? '' : String(exam.max_minutes),
  passing_percent: String(exam?.passing_percent ?? 50),
  attempts_allowed: exam?.attempts_allowed == null ? '' : String(exam.attempts_allowed),
  published: exam?.published ?? false,
  source: exam?.draw ? 'draw' : 'fixed',
  question_ids: exam?.question_ids.map(String) ?? [],
  draw: exam?.draw?.map((rule) => ({
    unit_id: rule.unit_id === null ? '' : String(rule.unit_id),
    difficulty: rule.difficulty ?? '',
    count: String(rule.count),
  })) ?? [blankRule],
});

/** A whole number as typed (Arabic digits read); blank is null, anything else NaN for the schema to refuse. */
const whole = (text: string): number | null =>
  text.trim() === '' ? null : Number(toLatinDigits(text.trim()));

const draftSchema = (scope: Scope) =>
  z.preprocess((input) => {
    const values = input as ExamForm;
    const draw = values.source === 'draw';
    return {
      subject_id: scope.subjectId,
      semester: scope.semester,
      title: values.title,
      duration_minutes: whole(values.duration_minutes) ?? 0,
      min_minutes: values.bounded ? whole(values.min_minutes) : null,
      max_minutes: values.bounded ? whole(values.max_minutes) : null,
      passing_percent: whole(values.passing_percent) ?? -1,
      attempts_allowed: whole(values.attempts_allowed),
      published: values.published,
      question_ids: draw ? [] : values.question_ids.map(Number),
      draw: draw
        ? values.draw.map((rule) => ({
            unit_id: rule.unit_id === '' ? null : Number(rule.unit_id),
            difficulty: rule.difficulty === '' ? null : rule.difficulty,
            count: whole(rule.count) ?? 0,
          }))
        : null,
    };
  }, examDraftSchema);

/** Set up an exam: its texts and times, and its questions, fixed or drawn. */
export function ExamFormDialog({
  host,
  scope,
  exam,
  bank,
  onClose,
}: {
  host: AuthoringHost;
  scope: Scope;
  exam: AuthoredExam | null;
  bank: BankQuestion[];
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { errorText } = useMessage();
  const bilingual = useBilingual();
  const queryClient = useQueryClient();
  const schema = useMemo(() => draftSchema(scope), [scope]);
  const form = useSchemaForm<ExamForm, ExamDraft>({ schema, defaultValues: toForm(exam) });
  const { control, watch } = form.form;
  const rules = useFieldArray({ control, name: 'draw' });
  const [source, bounded, chosen] = watch(['source', 'bounded', 'question_ids']);
  const units = useUnits(scope.subjectId);
  const onFailure = useSaveFailure(form.showServerErrors);
  const save = useMutation({
    mutationFn: (draft: ExamDraft) => saveExam(host, draft, exam?.id),
    onSuccess: async (saved) => {
      toastSuccess(saved.message);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.exams(host, scope) });
      onClose();
    },
    onError: onFailure,
  });
  const toggle = (id: number) => {
    const key = String(id);
    form.set(
      'question_ids',
      chosen.includes(key) ? chosen.filter((item) => item !== key) : [...chosen, key],
    );
  };
  const number = (
    name:
      | 'duration_minutes'
      | 'min_minutes'
      | 'max_minutes'
      | 'passing_percent'
      | 'attempts_allowed',
    label: string,
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={form.errorOf(name)}>
      {(props) => (
        <input
          {...props}
          {...form.field(name)}
          inputMode="numeric"
          dir="ltr"
          className={controlClass(true)}
        />
      )}
    </Field>
  );
  const listError = form.errorOf('question_ids') ?? form.errorOf('draw');

  return (
    <FormDialog
      open
      title={exam ? t('exams.editTitle') : t('exams.newTitle')}
      busy={save.isPending}
      busyLabel={t('form.saving')}
      onOpenChange={(open) => !open && onClose()}
      onSubmit={form.submit((draft) => save.mutate(draft))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('exams.titleAr')} lang="ar" error={form.errorOf('title')}>
          {(props) => (
            <input {...props} {...form.field('title.ar')} className={controlClass(true)} />
          )}
        </Field>
        <Field label={t('exams.titleEn')} lang="en">
          {(props) => (
            <input {...props} {...form.field('title.en')} className={controlClass(true)} />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {number('duration_minutes', t('exams.duration'))}
        {number('passing_percent', t('exams.passing'))}
        {number('attempts_allowed', t('exams.attempts'), t('exams.attemptsHint'))}
      </div>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input type="checkbox" {...form.field('bounded')} className="size-5 accent-teal-700" />
        {t('exams.studentSets')}
      </label>
      {bounded && (
        <div className="grid gap-4 sm:grid-cols-2">
          {number('min_minutes', t('exams.minMinutes'))}
          {number('max_minutes', t('exams.maxMinutes'))}
        </div>
      )}

      <div className="space-y-3">
        <ToggleButtons
          look="segmented"
          label={t('exams.source')}
          value={source}
          onChange={(value) => form.set('source', value)}
          options={[
            { value: 'fixed', label: t('exams.fixed') },
            { value: 'draw', label: t('exams.draw') },
          ]}
        />
        {source === 'fixed' ? (
          <fieldset>
            <legend className="mb-2 font-semibold text-slate-800">
              {t('exams.pickQuestions')}
            </legend>
            {bank.length === 0 ? (
              <p className="text-slate-700">{t('exams.noBank')}</p>
            ) : (
              <ul className="max-h-72 space-y-1 overflow-y-auto rounded-xl border border-slate-200 p-2">
                {bank.map((question, index) => {
                  const order = chosen.indexOf(String(question.id));
                  return (
                    <li key={question.id}>
                      <label className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          checked={order >= 0}
                          onChange={() => toggle(question.id)}
                          className="mt-1 size-5 shrink-0 accent-teal-700"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="me-2 font-semibold text-teal-800">
                            {order >= 0 ? `${order + 1}.` : `#${index + 1}`}
                          </span>
                          <MathText text={bilingual(question.stem)} />
                          <span className="ms-2 text-sm text-slate-600">
                            {t(`kind.${question.kind}`)} · {t(`difficulty.${question.difficulty}`)}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        ) : (
          <fieldset className="space-y-3">
            <legend className="mb-2 font-semibold text-slate-800">{t('exams.rules')}</legend>
            {rules.fields.map((rule, index) => (
              <div
                key={rule.id}
                className="grid items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_8rem_auto]"
              >
                <Field label={t('unit.label')}>
                  {(props) => (
                    <select
                      {...props}
                      {...form.field(`draw.${index}.unit_id`)}
                      className={controlClass(true)}
                    >
                      <option value="">{t('unit.any')}</option>
                      {units.data?.map((unit) => (
                        <option key={unit.id} value={unit.id}>
                          {unit.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('difficulty.label')}>
                  {(props) => (
                    <select
                      {...props}
                      {...form.field(`draw.${index}.difficulty`)}
                      className={controlClass(true)}
                    >
                      <option value="">{t('difficulty.any')}</option>
                      {DIFFICULTIES.map((value) => (
                        <option key={value} value={value}>
                          {t(`difficulty.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('exams.count')}>
                  {(props) => (
                    <input
                      {...props}
                      {...form.field(`draw.${index}.count`)}
                      inputMode="numeric"
                      dir="ltr"
                      className={controlClass(true)}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  disabled={rules.fields.length <= 1}
                  onClick={() => rules.remove(index)}
                  aria-label={t('exams.removeRule', { number: index + 1 })}
                  className="grid size-11 place-items-center rounded-full text-red-700 hover:bg-red-50 disabled:opacity-40"
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            ))}
            {rules.fields.length < 10 && (
              <button
                type="button"
                onClick={() => rules.append(blankRule)}
                className={buttonClass('ghost')}
              >
                <Plus aria-hidden="true" className="size-5" />
                {t('exams.addRule')}
              </button>
            )}
          </fieldset>
        )}
        {listError && (
          <p role="alert" className="font-medium text-red-700">
            {errorText(listError)}
          </p>
        )}
      </div>

      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input type="checkbox" {...form.field('published')} className="size-5 accent-teal-700" />
        {t('exams.publish')}
      </label>
    </FormDialog>
  );
}
