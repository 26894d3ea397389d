import type { AdminLoginInput, AdminLoginReply } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveAdminSession } from '../lib/admin-session.ts';
import { adminRequest } from './admin-request.ts';

/** POST /api/admin/login; stores the admin session on success. */
export async function logIn(input: AdminLoginInput): Promise<AdminLoginReply['data']> {
  const reply = await adminRequest<AdminLoginReply>('/login', { method: 'POST', body: input });
  saveAdminSession(reply.data);
  return reply.data;
}

export const useLogIn = () => useMutation({ mutationFn: logIn });
