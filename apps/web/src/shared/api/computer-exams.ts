import {
  type ExamResult,
  type ExamSummary,
  examResultSchema,
  examSummarySchema,
  type PastAttempt,
  pastAttemptSchema,
  type Semester,
} from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';

/**
 * Computer-based exam lists, shown by the course's Exams page and the teacher page: the
 * public list, and the signed-in student's results beside it. Read through the contracts'
 * schemas (these pages load lazily, so zod is not on the first page's path).
 */
const examList = z.array(examSummarySchema);

export type ExamListSource = { subjectId: number; semester: Semester } | { teacherId: number };

export const EXAMS_QUERY_ROOT = 'computer-exams';

export function useExamList(source: ExamListSource) {
  return useQuery({
    queryKey: [EXAMS_QUERY_ROOT, source],
    queryFn: async ({ signal }): Promise<ExamSummary[]> =>
      examList.parse(
        'teacherId' in source
          ? await apiGetData(`/api/teachers/${source.teacherId}/computer-exams`, { signal })
          : await apiGetData('/api/computer-exams', {
              signal,
              query: { subject_id: source.subjectId, semester: source.semester },
            }),
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The signed-in student's attempts and best result for these exams; empty for anyone else. */
export function useExamResults(examIds: number[]) {
  const { session } = useSession();
  const student = isSignedIn(session) && session.userType === 'student';
  return useQuery({
    queryKey: [EXAMS_QUERY_ROOT, 'results', examIds],
    enabled: student && examIds.length > 0,
    queryFn: async ({ signal }): Promise<ExamResult[]> =>
      z.array(examResultSchema).parse(
        await apiGetData('/api/student/exam-results', {
          signal,
          query: { exam_ids: examIds.join(',') },
        }),
      ),
  });
}

/** GET /api/student/exam-attempts: the profile's list of the student's attempts. */
export const usePastAttempts = () =>
  useQuery({
    queryKey: [EXAMS_QUERY_ROOT, 'past'],
    queryFn: async ({ signal }): Promise<PastAttempt[]> =>
      z.array(pastAttemptSchema).parse(await apiGetData('/api/student/exam-attempts', { signal })),
  });
