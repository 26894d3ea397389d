import { messageReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { teacherReviewsQueryKey } from './get-teacher-reviews.ts';

export type ReviewFields = { full_name: string; email: string; comment: string };

/**
 * POST teacher-evaluations (the second host of docs/original-client.md). The client sends `not_Allowed` as
 * the original client did; the server stores that whatever is sent.
 */
export async function createReview(teacherId: number, fields: ReviewFields): Promise<void> {
  const body = await apiRequest('/api/teacher-evaluations', {
    method: 'POST',
    host: 'admin',
    body: { teacher_id: teacherId, ...fields, permissions_to_publish: 'not_Allowed' },
  });
  // Success is judged by the body's status (docs/product.md §7).
  readAnswer(messageReply, body);
}

export function useCreateReview(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => createReview(teacherId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherReviewsQueryKey(teacherId) }),
  });
}
