import { SEMESTERS, type Semester } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import type { SchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { useUnitOptions } from '../api/get-unit-options.ts';
import type { Parent } from './table-config.ts';

export type FormValues = Record<string, string>;
export type PickerStart = { grade_id?: number; semester?: Semester; subject_id?: number };

const toNumber = (value: string) => (value ? Number(value) : undefined);

/**
 * Where a row belongs, chosen step by step: grade, then semester, then subject, then unit.
 * Only the last step is a form field (grade_id for a subject, subject_id, unit_id); the
 * steps before it narrow its choices.
 */
export function ParentPicker({
  parent,
  form,
  start,
}: {
  parent: Exclude<Parent, null>;
  form: SchemaForm<FormValues, Record<string, string | number>>;
  start: PickerStart;
}) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const [gradeId, setGradeId] = useState(start.grade_id);
  const [semester, setSemester] = useState(start.semester);
  const [subjectId, setSubjectId] = useState(start.subject_id);
  const grades = useGrades();
  // A subject's parent is a grade: its own form needs no subject list.
  const subjects = useSubjects(
    parent === 'grade' || gradeId === undefined ? null : { grade_id: gradeId, semester },
  );
  const units = useUnitOptions(parent === 'unit' ? subjectId : undefined);
  const { set, errorOf } = form;

  const gradeOptions = (grades.data ?? []).map((grade) => ({
    value: grade.id,
    label: pick(grade, 'name'),
  }));
  const semesterOptions = SEMESTERS.map((value) => ({ value, label: t(`semester.${value}`) }));

  if (parent === 'grade') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          compact
          label={t('fields.grade')}
          placeholder={t('filters.choose')}
          value={form.form.watch('grade_id') ?? ''}
          options={gradeOptions}
          error={errorOf('grade_id')}
          onChange={({ target: { value } }) => set('grade_id', value)}
        />
        <SelectField
          compact
          label={t('fields.semester')}
          placeholder={t('filters.choose')}
          value={form.form.watch('semester') ?? ''}
          options={semesterOptions}
          error={errorOf('semester')}
          onChange={({ target: { value } }) => set('semester', value)}
        />
      </div>
    );
  }

  const subjectField = parent === 'subject' ? 'subject_id' : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        compact
        label={t('fields.grade')}
        placeholder={t('filters.choose')}
        value={gradeId ?? ''}
        options={gradeOptions}
        onChange={({ target: { value } }) => {
          setGradeId(toNumber(value));
          setSubjectId(undefined);
          set(subjectField ?? 'unit_id', '');
        }}
      />
      <SelectField
        compact
        label={t('fields.semester')}
        placeholder={t('filters.bothSemesters')}
        value={semester ?? ''}
        options={semesterOptions}
        onChange={({ target: { value } }) => {
          setSemester((value || undefined) as Semester | undefined);
          setSubjectId(undefined);
          set(subjectField ?? 'unit_id', '');
        }}
      />
      <SelectField
        compact
        label={t('fields.subject')}
        placeholder={gradeId ? t('filters.choose') : t('filters.gradeFirst')}
        disabled={!gradeId}
        value={subjectField ? form.form.watch(subjectField) : (subjectId ?? '')}
        options={(subjects.data ?? []).map((subject) => ({
          value: subject.id,
          label: `${pick(subject, 'name')} · ${t(`semester.${subject.semester}`)}`,
        }))}
        error={subjectField ? errorOf(subjectField) : undefined}
        onChange={({ target: { value } }) => {
          if (subjectField) set(subjectField, value);
          else {
            setSubjectId(toNumber(value));
            set('unit_id', '');
          }
        }}
      />
      {parent === 'unit' && (
        <SelectField
          compact
          label={t('fields.unit')}
          placeholder={subjectId ? t('filters.choose') : t('filters.subjectFirst')}
          disabled={!subjectId}
          value={form.form.watch('unit_id') ?? ''}
          options={(units.data ?? []).map((unit) => ({
            value: unit.id,
            label: pick(unit, 'name'),
          }))}
          error={errorOf('unit_id')}
          onChange={({ target: { value } }) => set('unit_id', value)}
        />
      )}
    </div>
  );
}
