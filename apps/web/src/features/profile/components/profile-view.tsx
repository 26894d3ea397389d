import type { SiteRole } from '@madrasa/contracts';
import { type ReactNode, useEffect } from 'react';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useSessionExpiry } from '../hooks/use-session-expiry.ts';
import { isSessionExpired } from '../lib/failure-text.ts';
import { ProfileSummary } from './profile-summary.tsx';
import { type ExtraTab, ProfileTabs } from './profile-tabs.tsx';

/** Loads the reader's own profile and shows it, or says why it could not (docs/product.md §8). */
export function ProfileView<R extends SiteRole>({
  role,
  extraTabs,
  chatRooms,
}: {
  role: R;
  extraTabs?: ExtraTab<R>[];
  chatRooms?: ReactNode;
}) {
  const { message } = useMessage();
  const profile = useProfile(role);
  const expire = useSessionExpiry();
  const failure = profile.isError
    ? message('profiles.load_failed', {
        message: errorMessage(profile.error, message('error.internal')),
      })
    : '';

  useEffect(() => {
    if (!profile.error || expire(profile.error)) return;
    toastError(failure, { toastId: 'profile-load-failed' });
  }, [profile.error, expire, failure]);

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    if (isSessionExpired(profile.error)) return null;
    return <ErrorState message={failure} onRetry={() => void profile.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <ProfileSummary role={role} profile={profile.data} />
      <ProfileTabs role={role} profile={profile.data} extraTabs={extraTabs} chatRooms={chatRooms} />
    </div>
  );
}
