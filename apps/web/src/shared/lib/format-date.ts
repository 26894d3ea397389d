import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';

/**
 * How a date reads: `medium` (the default) the date and time in the device's zone; `school`
 * the weekday, day, month and time in the school's zone (`timeZone`, Asia/Amman for due
 * dates), so "due Thursday 23:59" reads the same on any device.
 */
export type DateFormatOptions = { timeZone?: string };

/**
 * A date and time in the reader's language, with Western digits as the rest of the site.
 * ar-JO names the months as Jordan does (كانون الأول).
 */
export function useFormatDate({ timeZone }: DateFormatOptions = {}) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const format = new Intl.DateTimeFormat(
    language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB',
    timeZone
      ? {
          timeZone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        }
      : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return (iso: string) => format.format(new Date(iso));
}
