import { type AccountRole, RESET_GRANT_MINUTES } from '@madrasa/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { resetGrants } from '../../db/schema.ts';
import { findAccountByPhone, markVerified, setPasswordHash } from '../../lib/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { CodeMailer } from './code-mail.ts';
import { consumeCode, issueCode } from './one-time-codes.ts';
import { invalidCode } from './verify-login-code.ts';

/**
 * Password reset in three calls (docs/decisions.md §4): a code mailed to the account found by
 * phone; the code exchanged for a short single-use grant for that phone; the grant
 * spent on a new password, which ends every session of the account.
 */

/** Step 1. 404 'Phone number not found.' as docs/product.md §8 requires. */
export async function requestResetCode(
  db: Database,
  options: { role: AccountRole; phone: string; mailCode: CodeMailer },
): Promise<void> {
  const account = await findAccountByPhone(db, options);
  if (!account) throw new AppError(404, 'not_found', 'auth.phone_not_found');
  const code = await issueCode(db, { role: options.role, userId: account.id, purpose: 'reset' });
  await options.mailCode({ to: account.email, purpose: 'reset', code });
}

/** Step 2. Any failure, an unknown phone included, is the same 400 as a wrong code. */
export async function verifyResetCode(
  db: Database,
  options: { role: AccountRole; phone: string; code: string },
): Promise<void> {
  const { role, phone } = options;
  const account = await findAccountByPhone(db, { role, phone });
  if (
    !account ||
    !(await consumeCode(db, { role, userId: account.id, purpose: 'reset', code: options.code }))
  ) {
    throw invalidCode();
  }
  await db.transaction(async (tx) => {
    // One live grant per account: a newer code replaces an unspent grant.
    await tx
      .delete(resetGrants)
      .where(and(eq(resetGrants.role, role), eq(resetGrants.user_id, account.id)));
    await tx.insert(resetGrants).values({
      role,
      user_id: account.id,
      phone_number: phone,
      expires_at: new Date(Date.now() + RESET_GRANT_MINUTES * 60_000),
    });
  });
}

/**
 * Step 3. Spends the grant and sets the password in one transaction, so a grant is used
 * at most once even by parallel calls. The account also counts as verified: the code
 * reached its e-mail.
 */
export async function resetPassword(
  db: Database,
  options: {
    role: AccountRole;
    phone: string;
    password: string;
    sessions: FastifyInstance['sessions'];
  },
): Promise<void> {
  const { role, phone } = options;
  // No live grant: never verified, used, or past its 10 minutes; the person starts over.
  const notAllowed = new AppError(400, 'reset_expired', 'auth.reset_expired');
  const account = await findAccountByPhone(db, { role, phone });
  if (!account) throw notAllowed;
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const [grant] = await tx
      .update(resetGrants)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(resetGrants.role, role),
          eq(resetGrants.user_id, account.id),
          eq(resetGrants.phone_number, phone),
          isNull(resetGrants.used_at),
          gt(resetGrants.expires_at, new Date()),
        ),
      )
      .returning({ id: resetGrants.id });
    if (!grant) throw notAllowed;
    const owner = { role, id: account.id };
    await setPasswordHash(tx, { ...owner, passwordHash });
    await markVerified(tx, owner);
    await options.sessions.endAll({ ...owner, db: tx });
  });
}
