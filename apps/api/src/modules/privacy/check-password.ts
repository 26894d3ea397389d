import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parents, students } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';

const TABLES = { student: students, parent: parents } as const;

/**
 * Whether the password is the account's own: asked again before a deletion, so a session
 * left open on a shared computer cannot delete the account.
 */
export async function passwordIsRight(
  db: Database,
  { role, id, password }: { role: keyof typeof TABLES; id: number; password: string },
): Promise<boolean> {
  const table = TABLES[role] as typeof students;
  const [row] = await db.select({ hash: table.password_hash }).from(table).where(eq(table.id, id));
  return row ? verifyPassword(row.hash, password) : false;
}

/** A 422 on the password field, as a form shows it. */
export const wrongPassword = () =>
  new AppError(
    422,
    'validation_failed',
    'error.validation_failed',
    {},
    {
      password: ['privacy.password_wrong'],
    },
  );
