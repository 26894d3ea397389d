import type { AccountRole, AuthUser } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { authUserOf, findAccountById, markVerified } from '../../lib/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeCode } from './one-time-codes.ts';

export const invalidCode = () => new AppError(400, 'bad_request', 'auth.otp_invalid');

/**
 * Turns the login code mailed to an account into a session, and marks the account
 * verified (it has proved it reads the account's e-mail). Any failure is the same 400.
 */
export async function verifyLoginCode(
  db: Database,
  options: {
    role: AccountRole;
    userId: number;
    code: string;
    sessionDays: number;
    sessions: FastifyInstance['sessions'];
  },
): Promise<{ token: string; user: AuthUser }> {
  const { role, userId } = options;
  const account = await findAccountById(db, { role, id: userId });
  const owner = { role, userId, purpose: 'login' as const };
  if (!account || !(await consumeCode(db, { ...owner, code: options.code }))) {
    throw invalidCode();
  }
  await markVerified(db, { role, id: userId });
  const token = await options.sessions.open({ role, id: userId, days: options.sessionDays });
  return { token, user: authUserOf(role, account) };
}
