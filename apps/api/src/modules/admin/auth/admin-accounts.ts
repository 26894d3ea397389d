import type { Admin, CreateAdminInput } from '@madrasa/contracts';
import { createAdminSchema } from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { admins } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/password.ts';
import { passwordMatches } from '../../../lib/sign-in-password.ts';

const columns = { id: admins.id, name: admins.name, email: admins.email };

const byEmail = (email: string) => eq(sql`lower(${admins.email})`, email.toLowerCase());

export const emailTaken = () => new AppError(409, 'conflict', 'admin.email_taken');

/**
 * Adds an admin (the create-admin command). Input is checked with the shared schema; a
 * taken e-mail is refused by the check and, against a race, by the unique index.
 */
export async function createAdmin(db: Database, input: CreateAdminInput): Promise<Admin> {
  const { email, name, password } = createAdminSchema.parse(input);
  const [existing] = await db.select(columns).from(admins).where(byEmail(email)).limit(1);
  if (existing) throw emailTaken();
  const password_hash = await hashPassword(password);
  try {
    const [row] = await db.insert(admins).values({ email, name, password_hash }).returning(columns);
    if (!row) throw new Error('admin not created');
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
}

export async function getAdmin(db: Database, id: number): Promise<Admin | null> {
  const [row] = await db.select(columns).from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

/**
 * The admin whose e-mail and password match, or the one 401 for every failure; an unknown
 * e-mail costs the same work as a wrong password, so timing does not tell who is an admin.
 */
export async function checkAdminCredentials(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<Admin> {
  const [row] = await db
    .select({ ...columns, password_hash: admins.password_hash })
    .from(admins)
    .where(byEmail(email))
    .limit(1);
  const matches = await passwordMatches(row?.password_hash, password);
  if (!row || !matches) throw new AppError(401, 'invalid_credentials', 'admin.invalid_credentials');
  const { password_hash: _hash, ...admin } = row;
  return admin;
}
