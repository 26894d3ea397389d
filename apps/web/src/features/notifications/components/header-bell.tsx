import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/shared/lib/i18n.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

// The bell's popover (Radix) and texts load only for the accounts that have a bell.
const NotificationBell = lazy(async () => {
  const [module] = await Promise.all([
    import('./notification-bell.tsx'),
    loadNamespaces('notifications'),
  ]);
  return { default: module.NotificationBell };
});

/** The header's bell: signed-in students and parents only (teachers have none yet). */
export function HeaderBell() {
  const { session } = useSession();
  const role = session?.userType;
  if (role !== 'student' && role !== 'parent') return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell forParent={role === 'parent'} />
    </Suspense>
  );
}
