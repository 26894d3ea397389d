import type { AuthUser, UserType } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authUserOf, findAccountById, markVerified } from './accounts.ts';
import { consumeCode } from './one-time-codes.ts';
import { createSession } from './sessions.ts';

export const invalidCode = () => new AppError(400, 'bad_request', 'auth.otp_invalid');

/**
 * Turns the login code mailed to an account into a session, and marks the account
 * verified (it has proved it reads the account's e-mail). Any failure is the same 400.
 */
export async function verifyLoginCode(
  db: Database,
  options: { role: UserType; userId: number; code: string; sessionDays: number },
): Promise<{ token: string; user: AuthUser }> {
  const { role, userId } = options;
  const account = await findAccountById(db, role, userId);
  if (!account || !(await consumeCode(db, role, userId, 'login', options.code))) {
    throw invalidCode();
  }
  await markVerified(db, role, userId);
  const token = await createSession(db, role, userId, options.sessionDays);
  return { token, user: authUserOf(role, account) };
}
