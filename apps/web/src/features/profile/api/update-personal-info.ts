import type { SiteRole, StudentPersonalInfo, TeacherPersonalInfo } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';
import { type ProfileReply, readProfileReply } from './profile-reply.ts';

export type PersonalInfoPayload = StudentPersonalInfo | TeacherPersonalInfo;

/** POST /api/{role}/update-personal-info (JSON); answers the saved profile. */
export async function updatePersonalInfo<R extends SiteRole>(
  role: R,
  payload: PersonalInfoPayload,
): Promise<ProfileReply<R>> {
  const body = await apiRequest(`/api/${role}/update-personal-info`, {
    method: 'POST',
    body: payload,
  });
  return readProfileReply(role, body);
}

export function useUpdatePersonalInfo<R extends SiteRole>(role: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PersonalInfoPayload) => updatePersonalInfo(role, payload),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey(role), profile),
  });
}
