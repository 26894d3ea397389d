import {
  type ASSIGNABLE_SOURCES,
  type AssignedItem,
  assignedItemSchema,
  type Semester,
} from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { classViewKey } from './keys.ts';

export type AssignableSource = (typeof ASSIGNABLE_SOURCES)[number];

/**
 * GET /api/teacher/classes/{id}/assignable: the catalogue's items of the class's subject in
 * one semester, or the teacher's own uploads and exams.
 */
export const useAssignable = (
  classId: number,
  { source, semester }: { source: AssignableSource; semester: Semester },
) =>
  useQuery({
    queryKey: [...classViewKey(classId), 'assignable', source, semester],
    queryFn: ({ signal }): Promise<AssignedItem[]> =>
      getData(`/api/teacher/classes/${classId}/assignable`, {
        signal,
        query: { source, semester },
        schema: z.array(assignedItemSchema),
      }),
  });
