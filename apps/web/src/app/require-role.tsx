import type { AccountRole } from '@madrasa/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, paths, profilePath } from '@/config/paths.ts';
import { rememberReturnPath } from '@/shared/lib/return-path.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Guards the profile routes (docs/product.md §6): no session goes to the role choice screen (/login/user-type); a signed-in
 * user of another role goes to their own profile. A page open to several roles (a class's chat
 * room) names them all. `returnHere`: a page opened from a link meant for this role (a class's
 * join link) sends a visitor to that role's login instead, and back here once logged in.
 */
export function RequireRole({
  role,
  returnHere,
}: {
  role: AccountRole | readonly [AccountRole, ...AccountRole[]];
  returnHere?: boolean;
}) {
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const allowed: readonly AccountRole[] = typeof role === 'string' ? [role] : role;
  if (!isSignedIn(session)) {
    if (!returnHere) return <Navigate to={paths.loginUserType.path} replace />;
    rememberReturnPath(`${pathname}${search}`);
    return <Navigate to={loginPath(allowed[0] as AccountRole)} replace />;
  }
  if (!allowed.includes(session.userType)) {
    return <Navigate to={profilePath(session.userType)} replace />;
  }
  return <Outlet />;
}
