import { SEMESTERS, type Semester } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { controlClass, Field } from '@/shared/ui/field.tsx';
import type { Scope } from './authoring-api.ts';

export type ScopeChoice = { gradeId?: number; semester: Semester; subjectId?: number };

/** Grade, semester and subject: the part of the bank an author works on. */
export function ScopePicker({
  value,
  onChange,
}: {
  value: ScopeChoice;
  onChange: (value: ScopeChoice) => void;
}) {
  const { t } = useTranslation('authoring');
  const pick = useLocalized();
  const grades = useGrades();
  const subjects = useSubjects(
    value.gradeId === undefined ? null : { grade_id: value.gradeId, semester: value.semester },
  );
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={t('scope.grade')}>
        {(control) => (
          <select
            {...control}
            className={controlClass(true)}
            value={value.gradeId ?? ''}
            onChange={(event) =>
              onChange({ semester: value.semester, gradeId: number(event.target.value) })
            }
          >
            <option value="">{t('scope.choose')}</option>
            {grades.data?.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {pick(grade, 'name')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('scope.semester')}>
        {(control) => (
          <select
            {...control}
            className={controlClass(true)}
            value={value.semester}
            onChange={(event) =>
              onChange({ gradeId: value.gradeId, semester: event.target.value as Semester })
            }
          >
            {SEMESTERS.map((semester) => (
              <option key={semester} value={semester}>
                {t(`scope.${semester}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('scope.subject')}>
        {(control) => (
          <select
            {...control}
            className={controlClass(true)}
            value={value.subjectId ?? ''}
            disabled={value.gradeId === undefined}
            onChange={(event) => onChange({ ...value, subjectId: number(event.target.value) })}
          >
            <option value="">{t('scope.choose')}</option>
            {subjects.data?.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {pick(subject, 'name')}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** The chosen scope once it is complete. */
export const completeScope = (choice: ScopeChoice): Scope | null =>
  choice.subjectId === undefined
    ? null
    : { subjectId: choice.subjectId, semester: choice.semester };
