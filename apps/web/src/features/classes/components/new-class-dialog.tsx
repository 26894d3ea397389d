import { createClassSchema } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { InputField, SelectField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useCreateClass } from '../api/create-class.ts';
import { suggestClassName } from '../lib/suggest-name.ts';

/** The contract's schema, with the grade chosen first; a subject (an id from the select) must be chosen. */
const formSchema = createClassSchema.extend({
  grade: z.string().min(1, 'validation.required'),
  subject_id: z.string().min(1, 'validation.required').transform(Number),
});
const BLANK = { grade: '', subject_id: '', section: '', name: '' };
type Values = typeof BLANK;

/**
 * A new class: grade, then one of its subjects, a section, and a name offered from those
 * choices ("Grade 10 B – Mathematics") until the teacher types one of their own.
 */
export function NewClassDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const navigate = useNavigate();
  const create = useCreateClass();
  const [nameEdited, setNameEdited] = useState(false);
  const form = useSchemaForm({ schema: formSchema, defaultValues: BLANK });
  const { bind, set, field, submit, showServerErrors, reset, errorOf } = form;
  const values = form.form.watch();
  const grades = useGrades();
  const subjects = useSubjects(values.grade ? { grade_id: Number(values.grade) } : null);

  // A subject is kept per semester; a class follows the subject through the year, so each
  // name is offered once (the first semester's).
  const subjectOptions = (subjects.data ?? [])
    .toSorted((a, b) => a.semester.localeCompare(b.semester))
    .filter((subject, index, all) => all.findIndex((s) => s.name_en === subject.name_en) === index)
    .map((subject) => ({ value: subject.id, label: pick(subject, 'name') }));

  const choose = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value, ...(name === 'grade' ? { subject_id: '' } : {}) };
    set(name, value);
    if (name === 'grade') set('subject_id', '');
    if (nameEdited) return;
    const grade = grades.data?.find((g) => String(g.id) === next.grade);
    const subject = subjects.data?.find((s) => String(s.id) === next.subject_id);
    set(
      'name',
      suggestClassName({
        grade: pick(grade, 'name'),
        section: next.section,
        subject: pick(subject, 'name'),
      }),
    );
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      reset();
      setNameEdited(false);
    }
  };

  const onSubmit = submit(async ({ grade: _grade, ...input }) => {
    try {
      const created = await create.mutateAsync(input);
      toastSuccess(created.message);
      close(false);
      navigate(paths.teacherClass.to(created.data.id));
    } catch (error) {
      showServerErrors(error);
      toastError(errorMessage(error, t('create.failed')));
    }
  });

  const nameField = field('name');
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('create.title')}
      busy={create.isPending}
      busyLabel={t('create.saving')}
      submitLabel={t('create.submit')}
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('fields.grade')}
          placeholder={t('fields.choose')}
          required
          options={(grades.data ?? []).map((grade) => ({
            value: grade.id,
            label: pick(grade, 'name'),
          }))}
          name="grade"
          value={values.grade}
          error={errorOf('grade')}
          onChange={(event) => choose('grade', event.target.value)}
        />
        <SelectField
          label={t('fields.subject')}
          placeholder={values.grade ? t('fields.choose') : t('fields.gradeFirst')}
          required
          disabled={!values.grade}
          options={subjectOptions}
          name="subject_id"
          value={values.subject_id}
          error={errorOf('subject_id')}
          onChange={(event) => choose('subject_id', event.target.value)}
        />
        <InputField
          label={t('fields.section')}
          optional={t('fields.optional')}
          hint={t('fields.sectionHint')}
          name="section"
          value={values.section}
          error={errorOf('section')}
          onChange={(event) => choose('section', event.target.value)}
        />
        <InputField
          label={t('fields.name')}
          required
          hint={t('fields.nameHint')}
          {...bind('name')}
          registration={{
            ...nameField,
            onChange: (event) => {
              setNameEdited(true);
              return nameField.onChange(event);
            },
          }}
        />
      </div>
    </FormDialog>
  );
}
