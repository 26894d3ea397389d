import type { AccountRole } from '@madrasa/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, paths, profilePath } from '@/config/paths.ts';
import { rememberReturnPath } from '@/shared/lib/return-path.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Guards the profile routes (docs/product.md §6): no session goes to the role choice screen (/login/user-type); a signed-in
 * user of the other role goes to their own profile. `returnHere`: a page opened from a link
 * meant for this role (a class's join link) sends a visitor to that role's login instead, and
 * back here once logged in.
 */
export function RequireRole({ role, returnHere }: { role: AccountRole; returnHere?: boolean }) {
  const { session } = useSession();
  const { pathname, search } = useLocation();
  if (!isSignedIn(session)) {
    if (!returnHere) return <Navigate to={paths.loginUserType.path} replace />;
    rememberReturnPath(`${pathname}${search}`);
    return <Navigate to={loginPath(role)} replace />;
  }
  if (session.userType !== role) return <Navigate to={profilePath(session.userType)} replace />;
  return <Outlet />;
}
