import { SEMESTERS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { useUnitOptions } from '../api/get-unit-options.ts';
import type { CatalogueFilters, FilterName } from '../hooks/use-catalogue-filters.ts';
import type { Filter } from './table-config.ts';

/** Grade, semester, subject and unit filters; each list narrows the next. */
export function CatalogueFilterBar({
  shown,
  filters,
  onChange,
}: {
  shown: Filter[];
  filters: CatalogueFilters;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const grades = useGrades();
  const subjects = useSubjects(
    filters.grade_id === undefined
      ? null
      : { grade_id: filters.grade_id, semester: filters.semester },
  );
  const units = useUnitOptions(shown.includes('unit') ? filters.subject_id : undefined);
  if (shown.length === 0) return null;

  return (
    <search
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {shown.includes('grade') && (
        <SelectField
          compact
          label={t('fields.grade')}
          placeholder={t('filters.allGrades')}
          value={filters.grade_id ?? ''}
          options={(grades.data ?? []).map((grade) => ({
            value: grade.id,
            label: pick(grade, 'name'),
          }))}
          onChange={({ target: { value } }) => onChange('grade_id', value)}
        />
      )}
      {shown.includes('semester') && (
        <SelectField
          compact
          label={t('fields.semester')}
          placeholder={t('filters.bothSemesters')}
          value={filters.semester ?? ''}
          options={SEMESTERS.map((semester) => ({
            value: semester,
            label: t(`semester.${semester}`),
          }))}
          onChange={({ target: { value } }) => onChange('semester', value)}
        />
      )}
      {shown.includes('subject') && (
        <SelectField
          compact
          label={t('fields.subject')}
          placeholder={filters.grade_id ? t('filters.allSubjects') : t('filters.gradeFirst')}
          disabled={!filters.grade_id}
          value={filters.subject_id ?? ''}
          options={(subjects.data ?? []).map((subject) => ({
            value: subject.id,
            label: `${pick(subject, 'name')} · ${t(`semester.${subject.semester}`)}`,
          }))}
          onChange={({ target: { value } }) => onChange('subject_id', value)}
        />
      )}
      {shown.includes('unit') && (
        <SelectField
          compact
          label={t('fields.unit')}
          placeholder={filters.subject_id ? t('filters.allUnits') : t('filters.subjectFirst')}
          disabled={!filters.subject_id}
          value={filters.unit_id ?? ''}
          options={(units.data ?? []).map((unit) => ({
            value: unit.id,
            label: pick(unit, 'name'),
          }))}
          onChange={({ target: { value } }) => onChange('unit_id', value)}
        />
      )}
    </search>
  );
}
