/** Business constants and limits of docs/product.md §9 and docs/decisions.md. */

export const PASSWORD_MIN_LENGTH = 8;
/** Optional leading +, then 10 to 14 digits. */
export const PHONE_PATTERN = /^\+?\d{10,14}$/;
export const NAME_MIN_LETTERS = 2;
export const SUBJECT_MIN_LENGTH = 2;
export const RESIDENCE_MIN_LETTERS = 3;
/**
 * At most this many teacher names in the directory's name dropdown: a longer list is no use
 * to anyone, and would grow with every teacher who signs up. Section and subject narrow it.
 */
export const FILTER_NAMES_MAX = 200;
/** A chatbot question's length limit (the form's counter shows it too). */
export const QUESTION_MAX_LENGTH = 1000;

export const TOAST_MS = {
  error: 3000,
  loginSuccess: 2000,
  otpInfo: 2000,
  signupSuccess: 4000,
  default: 5000,
} as const;

export const REDIRECT_DELAY_MS = {
  afterLogin: 2000,
  afterOtp: 2000,
  afterReset: 2000,
  afterSignup: 5000,
} as const;

export const SLIDER = { slides: 3, autoplayMs: 3000, transitionMs: 500 } as const;

export const TRUNCATE_AT = 75;
export const LIST_PAGE = { initial: 6, step: 3 } as const;
export const CHATBOT_INACTIVITY_MS = 30_000;
export const BACK_TO_TOP_AFTER_PX = 400;

/** Grade numbering on the level pages: middle grades from 1, secondary from 10. */
export const NUMBERING_START = { middle: 1, secondary: 10 } as const;

export const OTP = { length: 6, validMinutes: 10, maxWrongTries: 5 } as const;
export const RESET_GRANT_MINUTES = 10;

/** Upload limits in bytes (defaults; the server reads overrides from settings). */
export const UPLOAD_LIMITS = {
  pdf: 50 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
} as const;

/** Page size bounds for paginated lists. */
export const PAGE_SIZE = { default: 24, max: 100 } as const;

/**
 * How long browsers and proxies may reuse a public API reply (the catalogue, teachers,
 * posts): fresh for `maxAge` seconds, then served once more while revalidated for `stale`.
 * A writer's own browser revalidates instead for the sum, so it sees its save at once.
 */
export const PUBLIC_REPLY_SECONDS = { maxAge: 30, stale: 30 } as const;
