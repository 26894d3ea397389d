import type { StudentRegisterPayload, TeacherRegisterPayload, SiteRole } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { SessionInput } from '@/shared/lib/session.ts';
import { AuthFlowError, ID_MISSING, messageOf, readAccount } from './auth-response.ts';

export type RegisterRequest =
  | { userType: 'student'; payload: StudentRegisterPayload }
  | { userType: 'teacher'; payload: TeacherRegisterPayload };

/** The new account (unverified, so no token until the code screen) and the server's message. */
export type RegisterOutcome = { session: SessionInput; message: string };

export function readRegisterOutcome(
  body: unknown,
  userType: SiteRole,
  firstName: string,
): RegisterOutcome {
  const account = readAccount(body, userType);
  if (account.id === null) throw new AuthFlowError(ID_MISSING[userType]);
  // Spec §3: a teacher answer without a username gets the server's own pattern.
  const username =
    account.username ||
    (userType === 'teacher' ? `tch_${firstName.toLowerCase()}_${account.id}` : '');
  return {
    message: messageOf(body),
    session: {
      id: account.id,
      username,
      userType,
      first_name: account.firstName || firstName,
    },
  };
}

export const registerUser = async (request: RegisterRequest): Promise<RegisterOutcome> =>
  readRegisterOutcome(
    await apiRequest(`/api/${request.userType}/register`, {
      method: 'POST',
      body: request.payload,
      auth: false,
    }),
    request.userType,
    request.payload.first_name,
  );

export const useRegister = () => useMutation({ mutationFn: registerUser });
