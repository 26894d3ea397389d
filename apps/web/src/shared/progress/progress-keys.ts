import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Every progress query lives under this key, so a save refreshes them all. This file loads
 * no zod: the home page's Continue learning strip uses it (docs/architecture.md, light pages).
 */
export const PROGRESS_ROOT = 'progress';

/** True for a signed-in student: the only one whose progress is kept. */
export function useIsStudent() {
  const { session } = useSession();
  return isSignedIn(session) && session.userType === 'student';
}
