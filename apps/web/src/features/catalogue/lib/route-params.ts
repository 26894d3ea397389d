import { SEMESTER_BY_TAB, type Semester } from '@madrasa/contracts';

/** A route id: digits only, a positive 32-bit integer (as the API accepts), else null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The semester route parameter, 1 or 2 (SEMESTER_BY_TAB), else null. */
export function parseSemesterTab(value: string | null | undefined): Semester | null {
  return value === '1' || value === '2' ? SEMESTER_BY_TAB[value] : null;
}

/** A semester's route parameter, the inverse of parseSemesterTab. */
export const semesterTab = (semester: Semester): 1 | 2 => (semester === 'first' ? 1 : 2);
