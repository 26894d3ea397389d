import argon2 from '@node-rs/argon2';

// Called through the module's object, not destructured, so a test can watch the work done
// (security/attacks/account-enumeration.test.ts spies on `argon2.verify`).

/** Argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  argon2.verify(passwordHash, password).catch(() => false);
