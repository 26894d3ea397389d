import type { AccountRole } from '@madrasa/contracts';
import { Navigate, Outlet } from 'react-router';
import { paths, profilePath } from '@/config/paths.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Guards the profile routes (docs/product.md §6): no session goes to the role choice screen (/login/user-type); a signed-in
 * user of the other role goes to their own profile.
 */
export function RequireRole({ role }: { role: AccountRole }) {
  const { session } = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.loginUserType.path} replace />;
  if (session.userType !== role) return <Navigate to={profilePath(session.userType)} replace />;
  return <Outlet />;
}
