import type { AuthUser, UserType } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { type Account, authUserOf, findAccountByLogin } from './accounts.ts';
import type { CodeMailer } from './code-mail.ts';
import { issueCode } from './one-time-codes.ts';
import { createSession } from './sessions.ts';

export type LoginResult =
  | { kind: 'session'; token: string; user: AuthUser }
  | { kind: 'code_sent'; user: AuthUser };

// A hash of a random secret: checked against when no account matches, so an unknown
// login costs the same argon2 work as a wrong password and timing does not tell them apart.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
};

export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'auth.invalid_credentials');

/** Finds the account whose password matches, or throws the one 401 for every failure. */
export async function checkCredentials(
  db: Database,
  role: UserType,
  login: string,
  password: string,
): Promise<Account> {
  const account = await findAccountByLogin(db, role, login);
  const matches = await verifyPassword(
    account?.password_hash ?? (await dummyPasswordHash()),
    password,
  );
  if (!account || !matches) throw invalidCredentials();
  return account;
}

/**
 * Spec §4 login: a verified account gets a session; an unverified one with the right
 * password is mailed a login code instead (DESIGN.md §4) and must call verify-otp.
 */
export async function logIn(
  db: Database,
  options: { role: UserType; account: Account; sessionDays: number; mailCode: CodeMailer },
): Promise<LoginResult> {
  const { role, account } = options;
  const user = authUserOf(role, account);
  if (account.verified_at) {
    return {
      kind: 'session',
      token: await createSession(db, role, account.id, options.sessionDays),
      user,
    };
  }
  const code = await issueCode(db, role, account.id, 'login');
  await options.mailCode(account.email, 'login', code);
  return { kind: 'code_sent', user };
}
