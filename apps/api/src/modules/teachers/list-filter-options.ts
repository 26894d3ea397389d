import {
  FILTER_NAMES_MAX,
  type TeacherFilterOptions,
  type TeacherFilters,
} from '@madrasa/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teachers } from '../../db/schema.ts';
import { filterConditions } from './list-teachers.ts';

/**
 * The dropdowns' options as two short lists of strings instead of every teacher row
 * (names capped at FILTER_NAMES_MAX: at 10,000 teachers the full list took 170 ms).
 * Each is narrowed by the other filters only, so the chosen value stays in its own list.
 */
export async function listFilterOptions(
  db: Database,
  filters: TeacherFilters,
): Promise<TeacherFilterOptions> {
  const fullName = sql<string>`${teachers.first_name} || ' ' || ${teachers.last_name}`;
  const [subjects, names] = await Promise.all([
    db
      .selectDistinct({ value: teachers.subject })
      .from(teachers)
      .where(filterConditions({ ...filters, subject: undefined }))
      .orderBy(asc(teachers.subject)),
    db
      .selectDistinct({ value: fullName })
      .from(teachers)
      .where(filterConditions({ ...filters, name: undefined }))
      .orderBy(asc(fullName))
      // One more than shown tells whether the list was cut.
      .limit(FILTER_NAMES_MAX + 1),
  ]);
  return {
    subjects: subjects.map((row) => row.value),
    names: names.slice(0, FILTER_NAMES_MAX).map((row) => row.value),
    names_truncated: names.length > FILTER_NAMES_MAX,
  };
}
