import { matchPath } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Header, footer, scroll helpers and the chatbot are hidden on paths containing these. */
const BARE_PATH_PARTS = ['login', 'signup', 'user-type', 'forgot', 'verify'] as const;

/**
 * Whether a path shows the page alone, without the site's chrome (docs/product.md §2 layout rules).
 * The root path is bare only in pre-launch mode, where it is the landing page (docs/decisions.md §6).
 */
export const isBarePath = (pathname: string, launchMode: 'live' | 'prelaunch'): boolean =>
  BARE_PATH_PARTS.some((part) => pathname.toLowerCase().includes(part)) ||
  (pathname === paths.home.path && launchMode === 'prelaunch');

/**
 * Whether an exam attempt runs here: the chatbot and the floating back-to-top button stay away,
 * as they would distract from or lie over the question map and the answers.
 */
export const isExamAttempt = (pathname: string): boolean =>
  matchPath(paths.examAttempt.path, pathname) !== null;

/** A chat room fills the screen down to its composer: the back-to-top button would lie over it. */
export const isChatRoom = (pathname: string): boolean =>
  matchPath(paths.classChat.path, pathname) !== null;
