import { SITE_ROLES, type SiteRole } from '@madrasa/contracts';

/** The navigation state the code screen receives from the login (spec §2). */
export type OtpScreenState = { userId: number; userType: SiteRole };

const isUserType = (value: unknown): value is SiteRole =>
  typeof value === 'string' && (SITE_ROLES as readonly string[]).includes(value);

/**
 * Reads the state defensively: it survives reloads in the history entry, but a typed-in URL
 * or an old link has none. A known type alone still picks the login page to return to.
 */
export function readOtpScreenState(state: unknown): {
  userId: number | null;
  userType: SiteRole | null;
} {
  const raw = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const id = typeof raw.userId === 'string' ? Number(raw.userId) : raw.userId;
  return {
    userId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null,
    userType: isUserType(raw.userType) ? raw.userType : null,
  };
}
