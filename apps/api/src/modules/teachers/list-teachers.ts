import type { PublicTeacher, TeacherFilters, TeachersQuery } from '@madrasa/contracts';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teachers } from '../../db/schema.ts';
import {
  isPublicTeacher,
  publicTeacherColumns,
  toPublicTeacher,
} from '../../lib/public-teacher.ts';

/**
 * A name filter: the first word is the first name (sign-up allows letters only there),
 * the rest, if any, the last name. Comparing lower() on both sides lets the first-name
 * index (on lower(first_name)) narrow the search.
 */
function nameCondition(name: string): SQL | undefined {
  const [first = '', ...rest] = name.split(/\s+/);
  return and(
    sql`lower(${teachers.first_name}) = lower(${first})`,
    rest.length > 0 ? sql`lower(${teachers.last_name}) = lower(${rest.join(' ')})` : undefined,
  );
}

/** The conditions of the filters given; each column is indexed. */
export function filterConditions(filters: TeacherFilters): SQL | undefined {
  return and(
    isPublicTeacher,
    filters.age_group_taught ? eq(teachers.age_group_taught, filters.age_group_taught) : undefined,
    filters.subject ? eq(teachers.subject, filters.subject) : undefined,
    filters.name ? nameCondition(filters.name) : undefined,
  );
}

/** One page of the directory in sign-up order; `next_cursor` is null on the last page. */
export async function listTeachers(
  db: Database,
  query: TeachersQuery,
): Promise<{ data: PublicTeacher[]; next_cursor: string | null }> {
  const rows = await db
    .select(publicTeacherColumns)
    .from(teachers)
    .where(
      and(
        filterConditions(query),
        query.cursor ? gt(teachers.id, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(asc(teachers.id))
    // One row more than asked tells whether another page follows.
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toPublicTeacher),
    next_cursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}
