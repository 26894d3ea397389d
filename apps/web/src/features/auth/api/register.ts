import type {
  AccountRole,
  ParentRegisterPayload,
  StudentRegisterPayload,
  TeacherRegisterPayload,
} from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { SessionInput } from '@/shared/lib/session.ts';
import { AuthFlowError, ID_MISSING, messageOf, readAccount } from './auth-response.ts';

export type RegisterRequest =
  | { role: 'student'; payload: StudentRegisterPayload }
  | { role: 'teacher'; payload: TeacherRegisterPayload }
  | { role: 'parent'; payload: ParentRegisterPayload };

/** The new account (unverified, so no token until the code screen) and the server's message. */
export type RegisterOutcome = { session: SessionInput; message: string };

export function readRegisterOutcome(
  body: unknown,
  { role, firstName }: { role: AccountRole; firstName: string },
): RegisterOutcome {
  const account = readAccount(body, role);
  if (account.id === null) throw new AuthFlowError(ID_MISSING[role]);
  return {
    message: messageOf(body),
    session: {
      id: account.id,
      username: account.username,
      userType: role,
      first_name: account.firstName || firstName,
    },
  };
}

export const registerUser = async (request: RegisterRequest): Promise<RegisterOutcome> =>
  readRegisterOutcome(
    await apiRequest(`/api/${request.role}/register`, {
      method: 'POST',
      body: request.payload,
      auth: false,
    }),
    { role: request.role, firstName: request.payload.first_name },
  );

export const useRegister = () => useMutation({ mutationFn: registerUser });
