import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';
import { type ProfileReply, readProfileReply } from './profile-reply.ts';
import type { Role } from './profile-types.ts';

/** Text fields of the form; the photo is sent only when one was picked. */
export type AdditionalInfoPayload = { fields: Record<string, string>; photo: File | null };

export const additionalInfoForm = ({ fields, photo }: AdditionalInfoPayload): FormData => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (photo) body.set('photo', photo);
  return body;
};

/** POST /api/{role}/update-profile (multipart); answers the saved profile. */
export async function updateAdditionalInfo<R extends Role>(
  role: R,
  payload: AdditionalInfoPayload,
): Promise<ProfileReply<R>> {
  const body = await apiRequest(`/api/${role}/update-profile`, {
    method: 'POST',
    body: additionalInfoForm(payload),
  });
  return readProfileReply(role, body);
}

export function useUpdateAdditionalInfo<R extends Role>(role: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdditionalInfoPayload) => updateAdditionalInfo(role, payload),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey(role), profile),
  });
}
