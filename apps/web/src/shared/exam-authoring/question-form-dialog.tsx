import {
  type BankQuestion,
  DIFFICULTIES,
  type Difficulty,
  QUESTION_KINDS,
  type QuestionKind,
  questionDraftSchema,
  TRUE_FALSE_OPTIONS,
  toLatinDigits,
} from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { controlClass, Field } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import {
  type AuthoringHost,
  authoringKeys,
  type Scope,
  saveQuestion,
  setQuestionImage,
} from './authoring-api.ts';
import { useSaveFailure } from './use-save-failure.ts';
import { useUnits } from './use-units.ts';

const MAX_OPTIONS = 8;

type QuestionForm = {
  kind: QuestionKind;
  difficulty: Difficulty;
  unit_id: string;
  stem: { ar: string; en: string };
  options: { ar: string; en: string }[];
  correct_options: string[];
  numeric_answer: string;
  numeric_tolerance: string;
  explanation: { ar: string; en: string };
  marks: string;
};

const blank: QuestionForm = {
  kind: 'single',
  difficulty: 'medium',
  unit_id: '',
  stem: { ar: '', en: '' },
  options: [
    { ar: '', en: '' },
    { ar: '', en: '' },
  ],
  correct_options: [],
  numeric_answer: '',
  numeric_tolerance: '0',
  explanation: { ar: '', en: '' },
  marks: '1',
};

const toForm = (question: BankQuestion): QuestionForm => ({
  kind: question.kind,
  difficulty: question.difficulty,
  unit_id: question.unit_id === null ? '' : String(question.unit_id),
  stem: question.stem,
  options:
    question.kind === 'true_false' || question.kind === 'numeric'
      ? blank.options
      : question.options,
  correct_options: question.correct_options.map(String),
  numeric_answer: question.numeric_answer === null ? '' : String(question.numeric_answer),
  numeric_tolerance: String(question.numeric_tolerance),
  explanation: question.explanation,
  marks: String(question.marks),
});

/** A number as typed: Arabic digits and the Arabic decimal sign read; blank or not a number is null. */
const readNumber = (text: string): number | null => {
  const value = Number(toLatinDigits(text.trim()).replace(/[٫,]/, '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** The form's values as the contracts' question draft, for its subject and semester. */
const draftSchema = (scope: Scope) =>
  z.preprocess((input) => {
    const values = input as QuestionForm;
    return {
      subject_id: scope.subjectId,
      semester: scope.semester,
      unit_id: values.unit_id === '' ? null : Number(values.unit_id),
      difficulty: values.difficulty,
      kind: values.kind,
      stem: values.stem,
      options: values.kind === 'single' || values.kind === 'multiple' ? values.options : [],
      correct_options: values.kind === 'numeric' ? [] : values.correct_options.map(Number),
      numeric_answer: readNumber(values.numeric_answer),
      numeric_tolerance: readNumber(values.numeric_tolerance) ?? 0,
      explanation: values.explanation,
      marks: readNumber(values.marks) ?? 0,
    };
  }, questionDraftSchema);

/** Write or rewrite one question of the bank, with its picture. */
export function QuestionFormDialog({
  host,
  scope,
  question,
  onClose,
}: {
  host: AuthoringHost;
  scope: Scope;
  /** null: a new question. */
  question: BankQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const queryClient = useQueryClient();
  const schema = useMemo(() => draftSchema(scope), [scope]);
  const form = useSchemaForm<QuestionForm, z.output<typeof questionDraftSchema>>({
    schema,
    defaultValues: question ? toForm(question) : blank,
  });
  const { control, watch } = form.form;
  const options = useFieldArray({ control, name: 'options' });
  const kind = watch('kind');
  const right = watch('correct_options');
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const onFailure = useSaveFailure(form.showServerErrors);
  const units = useUnits(scope.subjectId);
  const { i18n } = useTranslation();

  const save = useMutation({
    mutationFn: async (draft: z.output<typeof questionDraftSchema>) => {
      const saved = await saveQuestion(host, draft, question?.id);
      if (image) return setQuestionImage(host, saved.data.id, image);
      if (removeImage && question?.image_path) return setQuestionImage(host, saved.data.id, null);
      return saved;
    },
    onSuccess: async (saved) => {
      toastSuccess(saved.message);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.bank(host, scope) });
      onClose();
    },
    onError: onFailure,
  });

  const toggleRight = (index: number) => {
    const key = String(index);
    const next =
      kind === 'multiple'
        ? right.includes(key)
          ? right.filter((item) => item !== key)
          : [...right, key]
        : [key];
    form.set('correct_options', next);
  };
  const choices = kind === 'true_false' ? TRUE_FALSE_OPTIONS : null;

  return (
    <FormDialog
      open
      title={question ? t('questions.editTitle') : t('questions.newTitle')}
      busy={save.isPending}
      busyLabel={image ? t('form.uploading') : t('form.saving')}
      onOpenChange={(open) => !open && onClose()}
      onSubmit={form.submit((draft) => save.mutate(draft))}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('kind.label')}>
          {(props) => (
            <select
              {...props}
              {...form.field('kind')}
              onChange={(event) => {
                form.set('kind', event.target.value as QuestionKind);
                form.set('correct_options', []);
              }}
              className={controlClass(true)}
            >
              {QUESTION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kind.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('difficulty.label')}>
          {(props) => (
            <select {...props} {...form.field('difficulty')} className={controlClass(true)}>
              {DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {t(`difficulty.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('unit.label')}>
          {(props) => (
            <select {...props} {...form.field('unit_id')} className={controlClass(true)}>
              <option value="">{t('unit.none')}</option>
              {units.data?.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.stemAr')}
          lang="ar"
          error={form.errorOf('stem')}
          hint={t('form.mathHint')}
        >
          {(props) => (
            <textarea
              {...props}
              {...form.field('stem.ar')}
              rows={3}
              className={controlClass(true)}
            />
          )}
        </Field>
        <Field label={t('form.stemEn')} lang="en">
          {(props) => (
            <textarea
              {...props}
              {...form.field('stem.en')}
              rows={3}
              className={controlClass(true)}
            />
          )}
        </Field>
      </div>

      {kind === 'numeric' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.numericAnswer')} error={form.errorOf('numeric_answer')}>
            {(props) => (
              <input
                {...props}
                {...form.field('numeric_answer')}
                inputMode="decimal"
                dir="ltr"
                className={controlClass(true)}
              />
            )}
          </Field>
          <Field label={t('form.tolerance')} error={form.errorOf('numeric_tolerance')}>
            {(props) => (
              <input
                {...props}
                {...form.field('numeric_tolerance')}
                inputMode="decimal"
                dir="ltr"
                className={controlClass(true)}
              />
            )}
          </Field>
        </div>
      ) : (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-800">
            {choices ? t('form.trueFalse') : t('form.options')}
          </legend>
          {choices
            ? choices.map((choice, index) => (
                <label key={choice.en} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="true_false"
                    className="size-5 accent-teal-700"
                    checked={right.includes(String(index))}
                    onChange={() => toggleRight(index)}
                  />
                  {i18n.language === 'en' ? choice.en : choice.ar}
                </label>
              ))
            : options.fields.map((option, index) => (
                <div
                  key={option.id}
                  className="grid items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
                >
                  <Field label={t('form.optionAr', { number: index + 1 })} lang="ar">
                    {(props) => (
                      <input
                        {...props}
                        {...form.field(`options.${index}.ar`)}
                        className={controlClass(true)}
                      />
                    )}
                  </Field>
                  <Field label={t('form.optionEn', { number: index + 1 })} lang="en">
                    {(props) => (
                      <input
                        {...props}
                        {...form.field(`options.${index}.en`)}
                        className={controlClass(true)}
                      />
                    )}
                  </Field>
                  <div className="flex items-center gap-2">
                    <label className="flex min-h-11 items-center gap-2 font-medium">
                      <input
                        type={kind === 'multiple' ? 'checkbox' : 'radio'}
                        name="right_option"
                        className="size-5 accent-teal-700"
                        checked={right.includes(String(index))}
                        onChange={() => toggleRight(index)}
                      />
                      {t('form.right')}
                    </label>
                    <button
                      type="button"
                      disabled={options.fields.length <= 2}
                      onClick={() => {
                        options.remove(index);
                        form.set('correct_options', []);
                      }}
                      aria-label={t('form.removeOption', { number: index + 1 })}
                      className="grid size-11 place-items-center rounded-full text-red-700 hover:bg-red-50 disabled:opacity-40"
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                </div>
              ))}
          {!choices && options.fields.length < MAX_OPTIONS && (
            <button
              type="button"
              onClick={() => options.append({ ar: '', en: '' })}
              className={buttonClass('ghost')}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('form.addOption')}
            </button>
          )}
          <FieldError text={form.errorOf('options') ?? form.errorOf('correct_options')} />
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.explanationAr')} lang="ar">
          {(props) => (
            <textarea
              {...props}
              {...form.field('explanation.ar')}
              rows={2}
              className={controlClass(true)}
            />
          )}
        </Field>
        <Field label={t('form.explanationEn')} lang="en">
          {(props) => (
            <textarea
              {...props}
              {...form.field('explanation.en')}
              rows={2}
              className={controlClass(true)}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.marks')} error={form.errorOf('marks')}>
          {(props) => (
            <input
              {...props}
              {...form.field('marks')}
              inputMode="numeric"
              dir="ltr"
              className={controlClass(true)}
            />
          )}
        </Field>
        <Field label={t('form.image')} hint={t('form.imageHint')}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
              className={controlClass(true)}
            />
          )}
        </Field>
      </div>
      {question?.image_path && !image && (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={fileUrl(question.image_path)}
            alt={t('form.currentImage')}
            className="max-h-32 rounded-lg border border-slate-200"
          />
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-teal-700"
              checked={removeImage}
              onChange={(event) => setRemoveImage(event.target.checked)}
            />
            {t('form.removeImage')}
          </label>
        </div>
      )}
    </FormDialog>
  );
}

function FieldError({ text }: { text: string | undefined }) {
  const { errorText } = useMessage();
  if (!text) return null;
  return (
    <p role="alert" className="font-medium text-red-700">
      {errorText(text)}
    </p>
  );
}
