import { type Entitlement, entitlementSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/** Every premium query lives under this key, so an activation refreshes them all. */
export const PREMIUM_ROOT = 'premium';

const entitlements = z.array(entitlementSchema);

/**
 * GET /api/me/courses: what the signed-in student has unlocked, and until when; nobody else
 * has any. The session is applied after the app takes over a drawn page, so locks are drawn
 * as the server drew them first (docs/decisions.md "signed-in readers").
 */
export function useMyCourses() {
  const { session } = useSession();
  const studentId = isSignedIn(session) && session.userType === 'student' ? session.id : null;
  return useQuery({
    queryKey: [PREMIUM_ROOT, 'courses', studentId],
    enabled: studentId !== null,
    queryFn: ({ signal }): Promise<Entitlement[]> =>
      getData('/api/me/courses', { signal, schema: entitlements }),
  });
}

/** GET /api/parent/children/{id}/courses: what a linked child has unlocked. */
export const useChildCourses = (childId: number) =>
  useQuery({
    queryKey: [PREMIUM_ROOT, 'child-courses', childId],
    queryFn: ({ signal }): Promise<Entitlement[]> =>
      getData(`/api/parent/children/${childId}/courses`, { signal, schema: entitlements }),
  });
