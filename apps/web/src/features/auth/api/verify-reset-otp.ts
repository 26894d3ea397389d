import type { AccountRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf } from './auth-response.ts';

export type VerifyResetOtpRequest = { role: AccountRole; phone_number: string; otp: string };

/** Step 2 of the reset: a valid code grants the phone a new password for a few minutes. */
export const verifyResetOtp = async ({ role, ...body }: VerifyResetOtpRequest) =>
  messageOf(
    await apiRequest(`/api/${role}/verify-reset-otp`, { method: 'POST', body, auth: false }),
  );

export const useVerifyResetOtp = () => useMutation({ mutationFn: verifyResetOtp });
