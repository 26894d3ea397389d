import { continueLessonSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { getData } from '@/shared/api/get-data.ts';
import { PROGRESS_ROOT, useIsStudent } from './progress-keys.ts';

/** GET /api/student/progress/continue: empty for visitors, who never ask. */
export function useContinueLearning() {
  return useQuery({
    queryKey: [PROGRESS_ROOT, 'continue'],
    enabled: useIsStudent(),
    queryFn: ({ signal }) =>
      getData('/api/student/progress/continue', { signal, schema: array(continueLessonSchema) }),
  });
}
