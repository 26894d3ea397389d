import {
  type AnswerInput,
  type Attempt,
  type AttemptReview,
  attemptReviewSchema,
  attemptSchema,
  type ExamMode,
  examSummarySchema,
  type QuestionFeedback,
  questionFeedbackSchema,
} from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EXAMS_QUERY_ROOT } from '@/shared/api/computer-exams.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';

/** The exam screens' calls: one exam, starting, answering, finishing, reviewing. */

const attemptKey = (id: number) => [EXAMS_QUERY_ROOT, 'attempt', id];

export const useExam = (examId: number) =>
  useQuery({
    queryKey: [EXAMS_QUERY_ROOT, 'exam', examId],
    queryFn: async ({ signal }) =>
      examSummarySchema.parse(await apiGetData(`/api/computer-exams/${examId}`, { signal })),
  });

export function useStartAttempt(examId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { mode: ExamMode; minutes?: number | string }) =>
      attemptSchema.parse(
        await apiGetData(`/api/computer-exams/${examId}/attempts`, { method: 'POST', body }),
      ),
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptKey(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: [EXAMS_QUERY_ROOT, 'results'] });
    },
  });
}

export const useAttempt = (attemptId: number) =>
  useQuery({
    queryKey: attemptKey(attemptId),
    queryFn: async ({ signal }): Promise<Attempt> =>
      attemptSchema.parse(await apiGetData(`/api/exam-attempts/${attemptId}`, { signal })),
    // The attempt changes only through this screen's own calls.
    staleTime: Number.POSITIVE_INFINITY,
  });

const savedAnswer = z.object({ position: z.number(), feedback: questionFeedbackSchema.nullable() });

export const useSaveAnswer = (attemptId: number) =>
  useMutation({
    mutationFn: async ({
      position,
      answer,
    }: {
      position: number;
      answer: AnswerInput;
    }): Promise<{ position: number; feedback: QuestionFeedback | null }> =>
      savedAnswer.parse(
        await apiGetData(`/api/exam-attempts/${attemptId}/answers/${position}`, {
          method: 'PUT',
          body: { answer },
        }),
      ),
  });

export function useFinishAttempt(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AttemptReview> =>
      attemptReviewSchema.parse(
        await apiGetData(`/api/exam-attempts/${attemptId}/finish`, { method: 'POST' }),
      ),
    onSuccess: (review) => {
      queryClient.setQueryData([EXAMS_QUERY_ROOT, 'review', attemptId], review);
      void queryClient.invalidateQueries({ queryKey: [EXAMS_QUERY_ROOT, 'results'] });
      void queryClient.invalidateQueries({ queryKey: [EXAMS_QUERY_ROOT, 'past'] });
    },
  });
}

export const useReview = (attemptId: number) =>
  useQuery({
    queryKey: [EXAMS_QUERY_ROOT, 'review', attemptId],
    queryFn: async ({ signal }): Promise<AttemptReview> =>
      attemptReviewSchema.parse(
        await apiGetData(`/api/exam-attempts/${attemptId}/review`, { signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
