/**
 * Study time is kept per day as a student in Jordan lives it: days begin at midnight in
 * Amman, and a week begins on Saturday (Jordan's first day of the week in CLDR), so Friday's
 * revision and the school days from Sunday fall in one week.
 */
const ammanDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Amman at `now`, as YYYY-MM-DD. */
export const ammanDay = (now: Date) => ammanDate.format(now);

const SATURDAY = 6;

/** The Saturday on or before `day` (YYYY-MM-DD). */
export function weekStart(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() - SATURDAY + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}
