import type { AccountRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf } from './auth-response.ts';

export type ResetPasswordRequest = {
  role: AccountRole;
  phone_number: string;
  password: string;
  password_confirmation: string;
};

/** Step 3 of the reset: sets the new password (the server also ends every open session). */
export const resetPassword = async ({ role, ...body }: ResetPasswordRequest) =>
  messageOf(await apiRequest(`/api/${role}/reset-password`, { method: 'POST', body, auth: false }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
