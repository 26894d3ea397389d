import type { AccountRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { SessionInput } from '@/shared/lib/session.ts';
import { AuthFlowError, messageOf, readAccount } from './auth-response.ts';

export type VerifyOtpRequest = { role: AccountRole; userId: number; otp: string };

export type VerifyOtpOutcome = { session: SessionInput & { id: number }; message: string };

export function readVerifyOtpOutcome(
  body: unknown,
  { role, userId }: Pick<VerifyOtpRequest, 'role' | 'userId'>,
): VerifyOtpOutcome {
  const account = readAccount(body, role);
  if (!account.token) throw new AuthFlowError('auth.token_missing');
  if (!account.username) throw new AuthFlowError('auth.username_missing');
  return {
    message: messageOf(body),
    session: {
      id: account.id ?? userId,
      username: account.username,
      token: account.token,
      userType: role,
      first_name: account.firstName,
    },
  };
}

/** POST /api/{role}/verify-otp with `{role}_id` (an integer) and the code (docs/product.md §7). */
export const verifyOtp = async (request: VerifyOtpRequest): Promise<VerifyOtpOutcome> =>
  readVerifyOtpOutcome(
    await apiRequest(`/api/${request.role}/verify-otp`, {
      method: 'POST',
      body: { [`${request.role}_id`]: request.userId, otp: request.otp },
      auth: false,
    }),
    request,
  );

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
