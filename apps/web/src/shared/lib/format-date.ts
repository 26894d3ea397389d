import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';

/**
 * How a date reads: `medium` (the default) the date and time in the device's zone; `school`
 * the weekday, day, month and time in the school's zone (`timeZone`, Asia/Amman for due
 * dates), so "due Thursday 23:59" reads the same on any device. `style` narrows a zoned date
 * to its time (`time`: 14:05, a chat message) or its day (`day`: Thursday 3 December).
 */
export type DateFormatOptions = { timeZone?: string; style?: 'time' | 'day' };

const STYLES = {
  time: { hour: '2-digit', minute: '2-digit' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
} as const;

/**
 * A date and time in the reader's language, with Western digits as the rest of the site.
 * ar-JO names the months as Jordan does (كانون الأول).
 */
export function useFormatDate({ timeZone, style }: DateFormatOptions = {}) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const format = new Intl.DateTimeFormat(
    language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB',
    timeZone
      ? {
          timeZone,
          ...(style
            ? STYLES[style]
            : {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }),
        }
      : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return (iso: string) => format.format(new Date(iso));
}
