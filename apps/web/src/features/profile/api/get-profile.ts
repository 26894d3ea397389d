import type { SiteRole } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGetData } from '@/shared/lib/api-client.ts';
import type { ProfileOf } from './profile-types.ts';

const unexpected = () => new ApiError({ status: 200, message: '', code: 'unexpected_response' });

/** The account object of a profile reply: `data.student` or `data.teacher`. */
export function profileFrom<R extends SiteRole>(role: R, data: unknown): ProfileOf<R> {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const profile = record[role];
  if (typeof profile !== 'object' || profile === null) throw unexpected();
  return profile as ProfileOf<R>;
}

/** GET /api/{student|teacher}/profile (bearer). */
export async function getProfile<R extends SiteRole>(
  role: R,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProfileOf<R>> {
  return profileFrom(role, await apiGetData<unknown>(`/api/${role}/profile`, { signal }));
}

export const profileQueryKey = (role: SiteRole) => ['profile', role] as const;

export const profileQueryOptions = <R extends SiteRole>(role: R) =>
  queryOptions({
    queryKey: profileQueryKey(role),
    queryFn: ({ signal }) => getProfile(role, { signal }),
    // A profile is the reader's own: re-read it on every visit rather than show a stale copy.
    staleTime: 0,
  });

export const useProfile = <R extends SiteRole>(role: R) => useQuery(profileQueryOptions(role));
