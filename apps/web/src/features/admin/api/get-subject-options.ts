import type { Semester, Subject } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';

/**
 * GET /api/subjects?grade_id&semester (public): one grade's subjects, the choices of the
 * subject filter and field. Asked only once a grade is chosen, so it stays a short list.
 */
export const useSubjectOptions = (gradeId: number | undefined, semester: Semester | undefined) =>
  useQuery({
    queryKey: ['admin-options', 'subjects', gradeId, semester],
    queryFn: ({ signal }) =>
      apiGetData<Subject[]>('/api/subjects', { signal, query: { grade_id: gradeId, semester } }),
    enabled: gradeId !== undefined,
  });
