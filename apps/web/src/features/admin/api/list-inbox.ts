import type { AdminContactMessage, HandledFilter } from '@madrasa/contracts';
import { useAdminList } from './admin-list.ts';

/** GET /api/admin/inbox?status: contact messages, newest first. */
export const useAdminInbox = (status: HandledFilter) =>
  useAdminList<AdminContactMessage>({ table: 'inbox', path: '/inbox', filters: { status } });
