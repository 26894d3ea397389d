import type { AccountRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf } from './auth-response.ts';

export type ForgotPasswordRequest = { role: AccountRole; phone_number: string };

/** Step 1 of the reset: mails a code to the account of this phone; returns the server's message. */
export const forgotPassword = async ({ role, phone_number }: ForgotPasswordRequest) =>
  messageOf(
    await apiRequest(`/api/${role}/forgot-password`, {
      method: 'POST',
      body: { phone_number },
      auth: false,
    }),
  );

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
