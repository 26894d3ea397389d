import {
  adminPremiumCourseSchema,
  adminPremiumCoursesReply,
  adminSaved,
  messageReply,
  type PremiumCourseTarget,
  type PremiumItemRef,
  premiumCourseItemsReply,
} from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

export const PREMIUM_COURSES_KEY = [ADMIN_QUERY_ROOT, 'premium-courses'] as const;

/** GET /api/admin/premium/courses: every premium course, its previews and what uses it. */
export const usePremiumCourses = () =>
  useQuery({
    queryKey: PREMIUM_COURSES_KEY,
    queryFn: async ({ signal }) =>
      readAnswer(adminPremiumCoursesReply, await adminRequest('/premium/courses', { signal })).data,
  });

/** GET /api/admin/premium/courses/{id}/items: what the course serves, to pick previews from. */
export const usePremiumCourseItems = (courseId: number | null) =>
  useQuery({
    queryKey: [...PREMIUM_COURSES_KEY, courseId, 'items'],
    enabled: courseId !== null,
    queryFn: async ({ signal }) =>
      readAnswer(
        premiumCourseItemsReply,
        await adminRequest(`/premium/courses/${courseId}/items`, { signal }),
      ).data,
  });

/** A write to premium courses: its message for the toast; the list is read again. */
function usePremiumWrite<Input>(send: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PREMIUM_COURSES_KEY }),
  });
}

/** POST /api/admin/premium/courses: a subject's semester or a teacher's course becomes premium. */
export const useMarkPremium = () =>
  usePremiumWrite(
    async (target: PremiumCourseTarget) =>
      readAnswer(
        adminSaved(adminPremiumCourseSchema),
        await adminRequest('/premium/courses', { method: 'POST', body: target }),
      ).message,
  );

/** DELETE /api/admin/premium/courses/{id}: free again (409 while cards or students use it). */
export const useUnmarkPremium = () =>
  usePremiumWrite(
    async (courseId: number) =>
      readAnswer(
        messageReply,
        await adminRequest(`/premium/courses/${courseId}`, { method: 'DELETE' }),
      ).message,
  );

/** PUT /api/admin/premium/courses/{id}/previews: the items open to all. */
export const useSavePreviews = (courseId: number) =>
  usePremiumWrite(
    async (items: PremiumItemRef[]) =>
      readAnswer(
        messageReply,
        await adminRequest(`/premium/courses/${courseId}/previews`, {
          method: 'PUT',
          body: { items },
        }),
      ).message,
  );
