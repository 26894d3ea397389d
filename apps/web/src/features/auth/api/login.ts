import type { AccountRole, LoginInput } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { SessionInput } from '@/shared/lib/session.ts';
import {
  AuthFlowError,
  ID_MISSING,
  messageOf,
  needsVerification,
  readAccount,
} from './auth-response.ts';

/** What a login leads to (docs/product.md §4): the code screen, or a signed-in session. */
export type LoginOutcome =
  | { kind: 'verify'; userId: number; message: string }
  | { kind: 'signed-in'; session: SessionInput; message: string };

export function readLoginOutcome(body: unknown, role: AccountRole): LoginOutcome {
  const account = readAccount(body, role);
  if (account.id === null) throw new AuthFlowError(ID_MISSING[role]);
  const message = messageOf(body);
  if (needsVerification(body)) return { kind: 'verify', userId: account.id, message };
  if (!account.token) throw new AuthFlowError('auth.token_missing');
  return {
    kind: 'signed-in',
    message,
    session: {
      id: account.id,
      username: account.username,
      token: account.token,
      userType: role,
      first_name: account.firstName,
    },
  };
}

export type LoginRequest = { role: AccountRole; input: LoginInput };

export const loginUser = async ({ role, input }: LoginRequest): Promise<LoginOutcome> =>
  readLoginOutcome(
    await apiRequest(`/api/${role}/login`, { method: 'POST', body: input, auth: false }),
    role,
  );

export const useLogin = () => useMutation({ mutationFn: loginUser });
