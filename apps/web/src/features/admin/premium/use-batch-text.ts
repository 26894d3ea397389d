import type { CardBatch } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/**
 * A batch as the console writes it: what it unlocks (the catalogue's wording for a grade or
 * everything) and a price in fils as JOD, with Western digits as the rest of the site.
 */
export function useBatchText() {
  const { i18n } = useTranslation();
  const { message } = useMessage();
  const pick = useLocalized();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const jod = new Intl.NumberFormat(language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
    style: 'currency',
    currency: 'JOD',
  });
  return {
    scope: ({ scope, course, grade }: Pick<CardBatch, 'scope' | 'course' | 'grade'>) => {
      if (scope === 'course' && course) return pick(course, 'title');
      if (scope === 'grade' && grade) {
        return message('cards.grade_courses', { grade: pick(grade, 'name') });
      }
      return message('cards.everything');
    },
    price: (fils: number) => jod.format(fils / 1000),
  };
}
