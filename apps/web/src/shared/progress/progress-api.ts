import {
  type FileKind,
  type ItemProgress,
  itemProgressSchema,
  type ProgressSummary,
  progressSummary,
  type Semester,
  type SubjectProgress,
  subjectProgressSchema,
} from '@madrasa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { PROGRESS_ROOT, useIsStudent } from './progress-keys.ts';
import { recordFileOpened } from './record-progress.ts';

/**
 * The signed-in student's progress (docs/decisions.md "Progress"), read by the catalogue,
 * the teacher page and the profile through the contracts' schemas; visitors and teachers
 * read nothing and save nothing.
 */

export type ItemScope = { subjectId: number; semester: Semester } | { teacherId: number };

/** GET /api/student/progress/items: positions to resume and ticks to draw. */
export function useItemProgress(scope: ItemScope) {
  return useQuery({
    queryKey: [PROGRESS_ROOT, 'items', scope],
    enabled: useIsStudent(),
    queryFn: async ({ signal }): Promise<ItemProgress[]> =>
      z.array(itemProgressSchema).parse(
        await apiGetData('/api/student/progress/items', {
          signal,
          query:
            'teacherId' in scope
              ? { teacher_id: scope.teacherId }
              : { subject_id: scope.subjectId, semester: scope.semester },
        }),
      ),
  });
}

/** GET /api/student/progress/subjects: one bar per subject card of a grade (once known). */
export function useSubjectBars(gradeId: number | undefined) {
  const student = useIsStudent();
  return useQuery({
    queryKey: [PROGRESS_ROOT, 'subjects', gradeId],
    enabled: student && gradeId !== undefined,
    queryFn: async ({ signal }): Promise<SubjectProgress[]> =>
      z.array(subjectProgressSchema).parse(
        await apiGetData('/api/student/progress/subjects', {
          signal,
          query: { grade_id: gradeId },
        }),
      ),
  });
}

/** GET /api/student/progress/summary: the profile's Progress tab. */
export function useProgressSummary() {
  return useQuery({
    queryKey: [PROGRESS_ROOT, 'summary'],
    enabled: useIsStudent(),
    queryFn: async ({ signal }): Promise<ProgressSummary> =>
      progressSummary.parse(await apiGetData('/api/student/progress/summary', { signal })),
  });
}

/**
 * Marks a PDF opened when a student views or downloads it: ticked at once, queued on the
 * device and sent (record-progress.ts). A failure is silent: the file opens all the same,
 * and the queue sends the mark later.
 */
export function useMarkFileOpened() {
  const student = useIsStudent();
  const queryClient = useQueryClient();
  return useCallback(
    (kind: FileKind, id: number) => {
      if (student) recordFileOpened(queryClient, kind, id);
    },
    [student, queryClient],
  );
}
