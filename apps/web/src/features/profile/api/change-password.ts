import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { Role } from './profile-types.ts';

export type PasswordChange = { old_password: string; password: string; confirmation: string };

/**
 * The two roles name the fields differently (spec §7): the student sends its phone number and
 * `password`/`password_confirmation`; the teacher `new_password`/`new_password_confirmation`.
 */
export const passwordPayload = (role: Role, change: PasswordChange, phoneNumber: string) =>
  role === 'student'
    ? {
        phone_number: phoneNumber,
        old_password: change.old_password,
        password: change.password,
        password_confirmation: change.confirmation,
      }
    : {
        old_password: change.old_password,
        new_password: change.password,
        new_password_confirmation: change.confirmation,
      };

/** POST /api/{role}/change-password; the server then revokes every session of the account. */
export async function changePassword(
  role: Role,
  change: PasswordChange,
  phoneNumber: string,
): Promise<string> {
  const body = await apiRequest<{ message?: unknown }>(`/api/${role}/change-password`, {
    method: 'POST',
    body: passwordPayload(role, change, phoneNumber),
  });
  return typeof body?.message === 'string' ? body.message : '';
}

export const useChangePassword = (role: Role, phoneNumber: string) =>
  useMutation({
    mutationFn: (change: PasswordChange) => changePassword(role, change, phoneNumber),
  });
