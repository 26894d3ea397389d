import type { TeacherFilterOptions, TeacherFilters } from '@madrasa/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teachers } from '../../db/schema.ts';
import { filterConditions } from './list-teachers.ts';

/**
 * The dropdowns' options as two short lists of strings instead of every teacher row.
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
      .orderBy(asc(fullName)),
  ]);
  return {
    subjects: subjects.map((row) => row.value),
    names: names.map((row) => row.value),
  };
}
