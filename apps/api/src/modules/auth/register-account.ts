import type {
  AuthUser,
  MessageKey,
  ParentRegisterPayload,
  StudentRegisterPayload,
  TeacherRegisterPayload,
} from '@madrasa/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parents, students, teachers } from '../../db/schema.ts';
import { authUserOf } from '../../lib/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

export type Registration =
  | { role: 'student'; payload: StudentRegisterPayload }
  | { role: 'teacher'; payload: TeacherRegisterPayload }
  | { role: 'parent'; payload: ParentRegisterPayload };

/** The registration a validated sign-up body makes: each role's form has its own fields. */
export const registrationOf = (
  body: StudentRegisterPayload | TeacherRegisterPayload | ParentRegisterPayload,
): Registration => {
  if ('age_group' in body) return { role: 'student', payload: body };
  if ('subject' in body) return { role: 'teacher', payload: body };
  return { role: 'parent', payload: body };
};

const TABLES = { student: students, teacher: teachers, parent: parents } as const;

/** Field errors for each unique index of the account tables (db/schema.ts). */
const TAKEN: Record<string, [field: string, key: MessageKey]> = {
  students_phone_number_key: ['phone_number', 'auth.phone_taken'],
  students_email_key: ['email', 'auth.email_taken'],
  teachers_phone_number_key: ['phone_number', 'auth.phone_taken'],
  teachers_email_key: ['email', 'auth.email_taken'],
  parents_phone_number_key: ['phone_number', 'auth.phone_taken'],
  parents_email_key: ['email', 'auth.email_taken'],
};

const takenError = (fields: [string, MessageKey][]) =>
  new AppError(
    422,
    'validation_failed',
    'error.validation_failed',
    {},
    Object.fromEntries(fields.map(([field, key]) => [field, [key]])),
  );

/**
 * Creates an unverified account (docs/product.md §4: it is verified by the code sent at its first
 * login). A phone or e-mail already used in the same role is a 422 on that field; the
 * check before inserting names both fields at once, and the unique indexes settle races.
 */
export async function registerAccount(db: Database, registration: Registration): Promise<AuthUser> {
  const { role, payload } = registration;
  // The columns the clash check reads are common to every account table.
  const table = TABLES[role] as typeof students;
  const clashes = await db
    .select({ phone: table.phone_number, email: sql<string>`lower(${table.email})` })
    .from(table)
    .where(
      or(
        eq(table.phone_number, payload.phone_number),
        eq(sql`lower(${table.email})`, payload.email),
      ),
    );
  const taken: [string, MessageKey][] = [];
  if (clashes.some((row) => row.phone === payload.phone_number)) {
    taken.push(['phone_number', 'auth.phone_taken']);
  }
  if (clashes.some((row) => row.email === payload.email)) taken.push(['email', 'auth.email_taken']);
  if (taken.length > 0) throw takenError(taken);

  const contact = {
    first_name: payload.first_name,
    last_name: payload.last_name,
    phone_number: payload.phone_number,
    email: payload.email,
    password_hash: await hashPassword(payload.password),
  };
  try {
    const row = await insertAccount(db, registration, contact);
    if (!row) throw new Error('account not created');
    return authUserOf(role, row);
  } catch (error) {
    const clash = TAKEN[uniqueViolation(error) ?? ''];
    if (clash) throw takenError([clash]);
    throw error;
  }
}

type Contact = Pick<
  typeof students.$inferInsert,
  'first_name' | 'last_name' | 'phone_number' | 'email' | 'password_hash'
>;

/** Inserts the account in its role's table with that role's own fields. */
async function insertAccount(db: Database, registration: Registration, contact: Contact) {
  if (registration.role === 'parent') {
    const [row] = await db.insert(parents).values(contact).returning();
    return row;
  }
  if (registration.role === 'student') {
    const { gender, age_group, school_type, residence } = registration.payload;
    const [row] = await db
      .insert(students)
      .values({ ...contact, gender, age_group, school_type, residence })
      .returning();
    return row;
  }
  const { gender, age_group_taught, years_of_experience, subject } = registration.payload;
  const [row] = await db
    .insert(teachers)
    .values({ ...contact, gender, age_group_taught, years_of_experience, subject })
    .returning();
  return row;
}
