import { SEMESTER_BY_TAB, SEMESTERS, type Semester } from '@madrasa/contracts';

/** A route id: digits only, a positive 32-bit integer (as the API accepts), else null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The semester route parameter: the tab number 1 or 2 (SEMESTER_BY_TAB) or the semester's
 * word, `first` or `second` (links of the original site use both), else null.
 */
export function parseSemesterTab(value: string | null | undefined): Semester | null {
  if (value === '1' || value === '2') return SEMESTER_BY_TAB[value];
  return SEMESTERS.find((semester) => semester === value) ?? null;
}

/** A semester's route parameter, the inverse of parseSemesterTab. */
export const semesterTab = (semester: Semester): 1 | 2 => (semester === 'first' ? 1 : 2);
