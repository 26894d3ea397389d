import { GENDERS, TEACHING_LEVELS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import type { Option } from '@/shared/ui/field.tsx';

/** The choices of the profile selects, labelled in the current language. */
export function useProfileOptions() {
  const { t } = useTranslation('profile');
  const pick = useLocalized();
  const grades = useGrades();
  return {
    grades: (grades.data ?? []).map(
      (grade): Option => ({ value: String(grade.id), label: pick(grade, 'name') }),
    ),
    teachingLevels: TEACHING_LEVELS.map(
      (value): Option => ({ value, label: t(`teaching_level.${value}`) }),
    ),
    genders: GENDERS.map((value): Option => ({ value, label: t(`gender.${value}`) })),
  };
}
