import type { SiteRole } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';
import { type ProfileReply, readProfileReply } from './profile-reply.ts';

/**
 * The text fields as the form's schema gives them: `null` clears a field (birthday, about),
 * an absent one keeps its stored value (a choice left blank).
 */
export type AdditionalInfoFields = Record<string, string | number | null | undefined>;

/** Text fields of the form; the photo is sent only when one was picked. */
export type AdditionalInfoPayload = { fields: AdditionalInfoFields; photo: File | null };

const additionalInfoBody = ({ fields, photo }: AdditionalInfoPayload): FormData => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(name, value === null ? '' : String(value));
  }
  if (photo) body.set('photo', photo);
  return body;
};

/** POST /api/{role}/update-profile (multipart); answers the saved profile. */
export async function updateAdditionalInfo<R extends SiteRole>(
  role: R,
  payload: AdditionalInfoPayload,
): Promise<ProfileReply<R>> {
  const body = await apiRequest(`/api/${role}/update-profile`, {
    method: 'POST',
    body: additionalInfoBody(payload),
  });
  return readProfileReply(role, body);
}

export function useUpdateAdditionalInfo<R extends SiteRole>(role: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdditionalInfoPayload) => updateAdditionalInfo(role, payload),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey(role), profile),
  });
}
