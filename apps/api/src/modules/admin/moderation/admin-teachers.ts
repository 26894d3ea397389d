import type { AdminTeacher, AdminTeacherRow } from '@madrasa/contracts';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teachers } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { optionalStoragePath } from '../../../lib/storage-path.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';

const rowColumns = {
  id: teachers.id,
  first_name: teachers.first_name,
  last_name: teachers.last_name,
  email: teachers.email,
  phone_number: teachers.phone_number,
  subject: teachers.subject,
  age_group_taught: teachers.age_group_taught,
  verified_at: teachers.verified_at,
  created_at: teachers.created_at,
};

const presentRow = <T extends { verified_at: Date | null; created_at: Date }>({
  verified_at,
  created_at,
  ...row
}: T) => ({ ...row, verified: verified_at !== null, created_at: created_at.toISOString() });

/** `%` and `_` typed by the admin match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminTeachers(
  db: Database,
  query: { q?: string; limit: number; cursor?: string },
): Promise<{ data: AdminTeacherRow[]; next_cursor: string | null }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const rows = await db
    .select(rowColumns)
    .from(teachers)
    .where(
      and(
        pattern
          ? or(
              ilike(teachers.first_name, pattern),
              ilike(teachers.last_name, pattern),
              ilike(teachers.email, pattern),
              ilike(teachers.subject, pattern),
            )
          : undefined,
        beforeCursor(teachers.id, query.cursor),
      ),
    )
    .orderBy(desc(teachers.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { ...page, data: page.data.map(presentRow) };
}

/** A teacher's public and private profile fields; the password hash is never selected. */
export async function getAdminTeacher(db: Database, id: number): Promise<AdminTeacher> {
  const [row] = await db
    .select({
      ...rowColumns,
      photo: teachers.photo,
      about_you: teachers.about_you,
      years_of_experience: teachers.years_of_experience,
      teaching_level: teachers.teaching_level,
      gender: teachers.gender,
      birthday: teachers.birthday,
      residence: teachers.residence,
      hidden: teachers.hidden,
    })
    .from(teachers)
    .where(eq(teachers.id, id))
    .limit(1);
  if (!row) throw notFoundError();
  return { ...presentRow(row), photo: optionalStoragePath(row.photo) };
}
