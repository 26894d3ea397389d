import { Navigate, Outlet, useLocation } from 'react-router';
import { adminPaths } from '../lib/admin-paths.ts';
import { useAdminSession } from '../lib/use-admin-session.ts';

/** Without an admin session every console page goes to the sign-in page (and back after). */
export function RequireAdmin() {
  const session = useAdminSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate
        to={adminPaths.login}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  return <Outlet />;
}
