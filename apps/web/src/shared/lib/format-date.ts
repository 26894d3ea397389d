import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';

/** A date and time in the reader's language, with Western digits as the rest of the site. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
