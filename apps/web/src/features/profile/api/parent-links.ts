import {
  type LinkCode,
  type LinkedPerson,
  linkCodeSchema,
  linkedPersonSchema,
} from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGetData, apiRequest } from '@/shared/lib/api-client.ts';

/** The student's side of parent links (docs/decisions.md, "Parents"). */
export const FOLLOWERS_KEY = ['profile', 'parents'] as const;

/** GET /api/student/parents: who follows the signed-in student. */
export const useFollowers = () =>
  useQuery({
    queryKey: FOLLOWERS_KEY,
    queryFn: async ({ signal }): Promise<LinkedPerson[]> =>
      z.array(linkedPersonSchema).parse(await apiGetData('/api/student/parents', { signal })),
  });

/** POST /api/student/parent-link-code: a new one-time code (older unused ones stop working). */
export const useMakeLinkCode = () =>
  useMutation({
    mutationFn: async (): Promise<LinkCode> =>
      linkCodeSchema.parse(await apiGetData('/api/student/parent-link-code', { method: 'POST' })),
  });

/** DELETE /api/student/parents/{id}: stop a parent following. */
export function useUnlinkParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (parentId: number) => {
      const body = await apiRequest(`/api/student/parents/${parentId}`, { method: 'DELETE' });
      return typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLLOWERS_KEY }),
  });
}
