import type { AccountRole, AuthUser } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cancelDeletionRequest } from '../../lib/account-deletion.ts';
import { type Account, authUserOf, findAccountByLogin } from '../../lib/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { passwordMatches } from '../../lib/sign-in-password.ts';
import type { CodeMailer } from './code-mail.ts';
import { issueCode } from './one-time-codes.ts';

export type LoginResult =
  | { kind: 'session'; token: string; user: AuthUser; deletionCancelled: boolean }
  | { kind: 'code_sent'; user: AuthUser };

export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'auth.invalid_credentials');

/**
 * Finds the account whose password matches, or throws the one 401 for every failure; an
 * unknown login costs the same work as a wrong password, so timing does not tell them apart.
 */
export async function checkCredentials(
  db: Database,
  { role, login, password }: { role: AccountRole; login: string; password: string },
): Promise<Account> {
  const account = await findAccountByLogin(db, { role, login });
  const matches = await passwordMatches(account?.password_hash, password);
  if (!account || !matches) throw invalidCredentials();
  return account;
}

/**
 * Login (docs/product.md §4): a verified account gets a session; an unverified one with the right
 * password is mailed a login code instead (docs/decisions.md §4) and must call verify-otp.
 */
export async function logIn(
  db: Database,
  options: {
    role: AccountRole;
    account: Account;
    sessionDays: number;
    mailCode: CodeMailer;
    sessions: FastifyInstance['sessions'];
  },
): Promise<LoginResult> {
  const { role, account } = options;
  const user = authUserOf(role, account);
  if (account.verified_at) {
    return {
      kind: 'session',
      token: await options.sessions.open({ role, id: account.id, days: options.sessionDays }),
      user,
      // Logging in during the grace period takes a deletion request back (decisions, "Privacy").
      deletionCancelled: role === 'student' && (await cancelDeletionRequest(db, account.id)),
    };
  }
  const code = await issueCode(db, { role, userId: account.id, purpose: 'login' });
  await options.mailCode({ to: account.email, purpose: 'login', code });
  return { kind: 'code_sent', user };
}
