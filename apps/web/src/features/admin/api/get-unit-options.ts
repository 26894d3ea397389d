import type { SubjectUnit } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';

/** GET /api/subject-units?subject_id (public): one subject's units, for the unit choice. */
export const useUnitOptions = (subjectId: number | undefined) =>
  useQuery({
    queryKey: ['admin-options', 'units', subjectId],
    queryFn: ({ signal }) =>
      apiGetData<SubjectUnit[]>('/api/subject-units', {
        signal,
        host: 'admin',
        query: { subject_id: subjectId },
      }),
    enabled: subjectId !== undefined,
  });
