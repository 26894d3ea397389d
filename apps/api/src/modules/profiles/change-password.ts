import type { SiteRole } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findAccountById, setPasswordHash } from '../../lib/accounts.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { fieldsError } from './profile-checks.ts';

/**
 * Sets a new password once the current one is proven, and ends every session of the
 * account, the one making this call included (docs/product.md §4: the client then logs out).
 * Returns false, changing nothing, when the current password is wrong.
 */
export async function changePassword(
  db: Database,
  options: {
    role: SiteRole;
    id: number;
    oldPassword: string;
    newPassword: string;
    sessions: FastifyInstance['sessions'];
  },
): Promise<boolean> {
  const { role, id } = options;
  const account = await findAccountById(db, { role, id });
  if (!account || !(await verifyPassword(account.password_hash, options.oldPassword))) {
    return false;
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, { role, id, passwordHash });
    await options.sessions.endAll({ role, id, db: tx });
  });
  return true;
}

export const wrongOldPassword = () => fieldsError({ old_password: 'profiles.old_password_wrong' });
