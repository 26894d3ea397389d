import type { SiteRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { PasswordChange } from '../lib/profile-forms.ts';

/**
 * POST /api/{role}/change-password; the server then revokes every session of the account.
 * The student's client also sent its phone number (the account is the session's anyway).
 */
export async function changePassword({
  role,
  change,
  phoneNumber,
}: {
  role: SiteRole;
  change: PasswordChange;
  phoneNumber: string;
}): Promise<string> {
  const body = await apiRequest<{ message?: unknown }>(`/api/${role}/change-password`, {
    method: 'POST',
    body: role === 'student' ? { phone_number: phoneNumber, ...change } : change,
  });
  return typeof body?.message === 'string' ? body.message : '';
}

export const useChangePassword = (role: SiteRole, phoneNumber: string) =>
  useMutation({
    mutationFn: (change: PasswordChange) => changePassword({ role, change, phoneNumber }),
  });
