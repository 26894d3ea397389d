import { GENDERS, SCHOOL_TYPES, STUDENT_AGE_GROUPS, TEACHING_LEVELS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import type { Option } from '@/shared/ui/field.tsx';

/** The choices of docs/product.md §3 with their labels in the current language. */
export function useChoiceOptions() {
  const { t } = useTranslation('auth');
  return {
    genders: GENDERS.map((value): Option => ({ value, label: t(`gender.${value}`) })),
    ageGroups: STUDENT_AGE_GROUPS.map(
      (value): Option => ({ value, label: t(`ageGroup.${value}`) }),
    ),
    schoolTypes: SCHOOL_TYPES.map((value): Option => ({ value, label: t(`schoolType.${value}`) })),
    teachingLevels: TEACHING_LEVELS.map(
      (value): Option => ({ value, label: t(`teaching_level.${value}`) }),
    ),
  };
}
