import { type AccountRole, type AuthUser, usernameOf } from '@madrasa/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { parents, students, teachers } from '../db/schema.ts';

/**
 * The student, teacher and parent accounts as sign-in, codes, reset and password change see
 * them: every role signs in the same way, only the table differs.
 */
const TABLES = { student: students, teacher: teachers, parent: parents } as const;

// The tables share these columns; selecting them keeps one code path for every role.
const tableOf = (role: AccountRole) => TABLES[role] as typeof students;

export type Account = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password_hash: string;
  verified_at: Date | null;
};

const columns = (role: AccountRole) => {
  const table = tableOf(role);
  return {
    id: table.id,
    first_name: table.first_name,
    last_name: table.last_name,
    email: table.email,
    phone_number: table.phone_number,
    password_hash: table.password_hash,
    verified_at: table.verified_at,
  };
};

async function findOne(db: Database, { role, where }: { role: AccountRole; where: SQL }) {
  const [row] = await db.select(columns(role)).from(tableOf(role)).where(where).limit(1);
  return row ?? null;
}

export const findAccountById = (
  db: Database,
  { role, id }: { role: AccountRole; id: number },
): Promise<Account | null> => findOne(db, { role, where: eq(tableOf(role).id, id) });

export const findAccountByPhone = (
  db: Database,
  { role, phone }: { role: AccountRole; phone: string },
): Promise<Account | null> => findOne(db, { role, where: eq(tableOf(role).phone_number, phone) });

/** The login field holds an e-mail (any case) or a phone number. */
export const findAccountByLogin = (
  db: Database,
  { role, login }: { role: AccountRole; login: string },
): Promise<Account | null> => {
  const table = tableOf(role);
  return findOne(db, {
    role,
    where: login.includes('@')
      ? eq(sql`lower(${table.email})`, login.toLowerCase())
      : eq(table.phone_number, login),
  });
};

export async function markVerified(
  db: Database,
  { role, id }: { role: AccountRole; id: number },
): Promise<void> {
  const table = tableOf(role);
  await db
    .update(table)
    .set({ verified_at: sql`coalesce(${table.verified_at}, now())` })
    .where(eq(table.id, id));
}

export async function setPasswordHash(
  db: Database,
  { role, id, passwordHash }: { role: AccountRole; id: number; passwordHash: string },
): Promise<void> {
  const table = tableOf(role);
  await db.update(table).set({ password_hash: passwordHash }).where(eq(table.id, id));
}

export const authUserOf = (
  role: AccountRole,
  account: Pick<Account, 'id' | 'first_name' | 'last_name'>,
): AuthUser => ({
  id: account.id,
  username: usernameOf({ role, firstName: account.first_name, id: account.id }),
  first_name: account.first_name,
  last_name: account.last_name,
});
