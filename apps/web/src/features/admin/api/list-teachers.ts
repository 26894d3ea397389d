import type { AdminTeacherRow } from '@madrasa/contracts';
import { useAdminList } from './admin-list.ts';

/** GET /api/admin/teachers?q: teachers, newest first, found by name, e-mail or subject. */
export const useAdminTeachers = (q: string) =>
  useAdminList<AdminTeacherRow>({
    table: 'teachers',
    path: '/teachers',
    filters: { q: q || undefined },
  });
