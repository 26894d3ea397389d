import { type MemberClass, memberClassSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { STUDENT_CLASSES_KEY } from './keys.ts';

/** GET /api/student/classes: the classes the student is in. */
export const useMyClasses = () =>
  useQuery({
    queryKey: [...STUDENT_CLASSES_KEY, 'list'],
    queryFn: ({ signal }): Promise<MemberClass[]> =>
      getData('/api/student/classes', { signal, schema: z.array(memberClassSchema) }),
  });
