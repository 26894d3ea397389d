import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
