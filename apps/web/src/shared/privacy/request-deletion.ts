import type { AccountDeletionInput } from '@madrasa/contracts';
import { apiRequest } from '@/shared/lib/api-client.ts';

/**
 * POST one of the account-deletion routes: the grace period starts and the server ends every
 * session of the account deleted. Returns the server's message for the toast.
 */
export async function requestDeletion(path: string, input: AccountDeletionInput): Promise<string> {
  const body = await apiRequest<{ message?: unknown }>(path, { method: 'POST', body: input });
  return typeof body?.message === 'string' ? body.message : '';
}
