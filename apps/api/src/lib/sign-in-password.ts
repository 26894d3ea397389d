import { hashPassword, verifyPassword } from './password.ts';
import { newToken } from './tokens.ts';

// A hash of a random secret: checked against when no account matches, so an unknown login
// costs the same argon2 work as a wrong password and the reply time does not tell them apart.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
};

/** Whether a sign-in's password is the account's; false, as slowly, when there is no account. */
export const passwordMatches = async (
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> => verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
