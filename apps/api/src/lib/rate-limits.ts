/**
 * How much each caller may ask of the limited routes. Limits per source address are
 * generous, because a whole school reaches us from one address: 300 a minute lets a
 * classroom of 40 sign in (with retries) and still stops a flood. Route limits are set on
 * the route (`config: { rateLimit: PER_ADDRESS }`); the per-account ones through
 * `app.accountThrottle` (plugins/rate-limit).
 */
export const PER_ADDRESS = { max: 300, timeWindow: '1 minute' } as const;
/** The first-run setup code: a handful of typing mistakes, never a guessing run. */
export const SETUP_ATTEMPTS = { max: 10, timeWindow: '10 minutes' } as const;
/** Sending codes is cheaper to abuse (mail to strangers, phone-number probing). */
export const PER_ADDRESS_SENDS = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Tight limits per account and address, as Laravel keys them (login + IP): five failures
 * or code sends a minute for logins, five checks a minute for codes. Keyed with the
 * address so a stranger guessing cannot lock the owner out from elsewhere.
 */
export const PER_ACCOUNT = { max: 5, timeWindow: 60_000 } as const;

/**
 * Unknown activation card codes (docs/decisions.md §21): ten an hour per account and thirty
 * per address. A family typing a few codes wrong never meets it; a guessing run is stopped
 * after a handful of tries in a space of 31^15 codes.
 */
export const CARD_GUESSES = {
  perAccount: { max: 10, timeWindow: 3_600_000 },
  perAddress: { max: 30, timeWindow: 3_600_000 },
} as const;
