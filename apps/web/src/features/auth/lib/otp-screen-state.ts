import { ACCOUNT_ROLES, type AccountRole } from '@madrasa/contracts';

/**
 * The navigation state the code screen receives from the login (docs/product.md §2). It keeps the
 * original client's key, `userType`, for the role (docs/original-client.md).
 */
export type OtpScreenState = { userId: number; userType: AccountRole };

const isAccountRole = (value: unknown): value is AccountRole =>
  typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);

/**
 * Reads the state defensively: it survives reloads in the history entry, but a typed-in URL
 * or an old link has none. A known role alone still picks the login page to return to.
 */
export function readOtpScreenState(state: unknown): {
  userId: number | null;
  role: AccountRole | null;
} {
  const raw = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const id = typeof raw.userId === 'string' ? Number(raw.userId) : raw.userId;
  return {
    userId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null,
    role: isAccountRole(raw.userType) ? raw.userType : null,
  };
}
