import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Admin, AdminSetup } from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { admins, firstRunSetup } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createAdmin } from './admin-accounts.ts';

/**
 * The first admin of a fresh installation, made in the browser at /admin with a one-time
 * code the server prints in its log at start (as Jenkins and Grafana do): whoever reads
 * the log runs the server, so they may name its first editor. Once an admin exists, by
 * this screen or by `npm run create-admin`, the code is gone and the screen with it.
 */

/** No 0/O or 1/I, so the code survives being read off a terminal; about 60 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** As printed: three groups of four, e.g. `K7QX-M2PA-9RTW`. */
export const formatSetupCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1);
  return row !== undefined;
}

export const setupNeeded = async (db: Database) => !(await hasAdmin(db));

/**
 * The code to print at start, made once and shared by every instance; null (and any old
 * code removed) when an admin already exists.
 */
export async function ensureSetupCode(db: Database): Promise<string | null> {
  if (await hasAdmin(db)) {
    await db.delete(firstRunSetup);
    return null;
  }
  await db.insert(firstRunSetup).values({ code: newCode() }).onConflictDoNothing();
  const [row] = await db.select({ code: firstRunSetup.code }).from(firstRunSetup).limit(1);
  return row?.code ?? null;
}

const setupDone = () => new AppError(409, 'conflict', 'admin.setup_done');

function sameCode(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Creates the first admin when the code matches. The code's row is claimed by deleting it,
 * so two requests with the right code cannot both create a "first" admin; it is put back
 * if the admin could not be made.
 */
export async function completeSetup(db: Database, input: AdminSetup): Promise<Admin> {
  if (await hasAdmin(db)) throw setupDone();
  const [stored] = await db.select({ code: firstRunSetup.code }).from(firstRunSetup).limit(1);
  if (!stored) throw setupDone();
  if (!sameCode(input.code, stored.code)) {
    throw new AppError(403, 'forbidden', 'admin.setup_code_invalid');
  }
  const claimed = await db
    .delete(firstRunSetup)
    .where(eq(firstRunSetup.code, stored.code))
    .returning({ code: firstRunSetup.code });
  if (claimed.length === 0) throw setupDone();
  try {
    return await createAdmin(db, input);
  } catch (error) {
    await db
      .insert(firstRunSetup)
      .values({ code: stored.code, created_at: sql`now()` })
      .onConflictDoNothing();
    throw error;
  }
}
