import { type TeacherClass, teacherClassSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { TEACHER_CLASSES_KEY } from './keys.ts';

/** GET /api/teacher/classes: newest first, archived ones with `archived_at`. */
export const useTeacherClasses = () =>
  useQuery({
    queryKey: TEACHER_CLASSES_KEY,
    queryFn: ({ signal }): Promise<TeacherClass[]> =>
      getData('/api/teacher/classes', { signal, schema: z.array(teacherClassSchema) }),
  });
