import type { AccountRole } from '@madrasa/contracts';
import { Navigate, Outlet } from 'react-router';
import { paths, profilePath } from '@/config/paths.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Guards the profile routes (docs/product.md §6): no session goes to the role choice screen (/login/user-type); a signed-in
 * user of another role goes to their own profile. A page open to several roles (a class's chat
 * room) names them all.
 */
export function RequireRole({ role }: { role: AccountRole | readonly AccountRole[] }) {
  const { session } = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.loginUserType.path} replace />;
  const allowed = typeof role === 'string' ? [role] : role;
  if (!allowed.includes(session.userType)) {
    return <Navigate to={profilePath(session.userType)} replace />;
  }
  return <Outlet />;
}
