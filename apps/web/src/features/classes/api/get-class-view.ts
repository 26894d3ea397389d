import { type ClassView, classViewSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { classViewKey } from './keys.ts';

/** GET /api/teacher/classes/{id}: the class, its students, assignments and results. */
export const useClassView = (classId: number) =>
  useQuery({
    queryKey: classViewKey(classId),
    queryFn: ({ signal }): Promise<ClassView> =>
      getData(`/api/teacher/classes/${classId}`, { signal, schema: classViewSchema }),
    // Another teacher's class, or one that is gone, answers 404: asking again will not help.
    retry: false,
  });
