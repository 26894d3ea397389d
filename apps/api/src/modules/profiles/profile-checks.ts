import type { MessageKey, SiteRole } from '@madrasa/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { grades, students, teachers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

/** A 422 naming the fields at fault, as schema errors are reported. */
export const fieldsError = (fields: Record<string, MessageKey>) =>
  new AppError(
    422,
    'validation_failed',
    'error.validation_failed',
    {},
    Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [key]])),
  );

/** 'Please select a valid education level' unless the grade exists. */
export async function assertGradeExists(db: Database, gradeId: number): Promise<void> {
  const [row] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, gradeId));
  if (!row) throw fieldsError({ grade: 'profiles.grade_invalid' });
}

/**
 * Phone and e-mail stay unique within the role (docs/decisions.md §4): another account of the
 * role holding either is a 422 on that field, with sign-up's messages.
 */
export async function assertContactFree(
  db: Database,
  {
    role,
    id,
    contact,
  }: { role: SiteRole; id: number; contact: { email: string; phone_number: string } },
): Promise<void> {
  // Both tables share these columns; one query serves either role.
  const table = (role === 'student' ? students : teachers) as typeof students;
  const email = contact.email.toLowerCase();
  const clashes = await db
    .select({ phone: table.phone_number, email: sql<string>`lower(${table.email})` })
    .from(table)
    .where(
      and(
        ne(table.id, id),
        or(eq(table.phone_number, contact.phone_number), eq(sql`lower(${table.email})`, email)),
      ),
    );
  const taken: Record<string, MessageKey> = {};
  if (clashes.some((row) => row.phone === contact.phone_number)) {
    taken.phone_number = 'auth.phone_taken';
  }
  if (clashes.some((row) => row.email === email)) taken.email = 'auth.email_taken';
  if (Object.keys(taken).length > 0) throw fieldsError(taken);
}

const TAKEN_BY_INDEX: Record<string, [string, MessageKey]> = {
  students_phone_number_key: ['phone_number', 'auth.phone_taken'],
  students_email_key: ['email', 'auth.email_taken'],
  teachers_phone_number_key: ['phone_number', 'auth.phone_taken'],
  teachers_email_key: ['email', 'auth.email_taken'],
};

/**
 * The same 422 when a parallel update wins the race past assertContactFree and the unique
 * index refuses ours (SQLSTATE 23505, from pg or PGlite, wrapped or not).
 */
export function asTakenError(error: unknown): unknown {
  const taken = TAKEN_BY_INDEX[uniqueViolation(error) ?? ''];
  return taken ? fieldsError({ [taken[0]]: taken[1] }) : error;
}
