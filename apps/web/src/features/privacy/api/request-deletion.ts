import type { AccountDeletionInput } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';

/**
 * POST /api/student/account-deletion: the grace period starts and the server ends every
 * session of the account, this one included. Returns the server's message for the toast.
 */
export async function requestDeletion(input: AccountDeletionInput): Promise<string> {
  const body = await apiRequest<{ message?: unknown }>('/api/student/account-deletion', {
    method: 'POST',
    body: input,
  });
  return typeof body?.message === 'string' ? body.message : '';
}

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
