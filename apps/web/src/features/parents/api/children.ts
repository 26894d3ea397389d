import {
  type ChildReport,
  childReportSchema,
  type LinkedPerson,
  linkedPersonSchema,
} from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGetData, apiRequest } from '@/shared/lib/api-client.ts';

/** Everything the parent's pages read; a link or an unlink refreshes it all. */
export const CHILDREN_KEY = ['parent', 'children'] as const;

/** GET /api/parent/children: the linked children, newest link first. */
export const useChildren = () =>
  useQuery({
    queryKey: CHILDREN_KEY,
    queryFn: async ({ signal }): Promise<LinkedPerson[]> =>
      z.array(linkedPersonSchema).parse(await apiGetData('/api/parent/children', { signal })),
  });

/** GET /api/parent/children/{id}: one linked child's progress and exam attempts. */
export const useChildReport = (childId: number) =>
  useQuery({
    queryKey: [...CHILDREN_KEY, childId],
    queryFn: async ({ signal }): Promise<ChildReport> =>
      childReportSchema.parse(await apiGetData(`/api/parent/children/${childId}`, { signal })),
    // A link that ended answers 404: showing it again and again would not help.
    retry: false,
  });

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body
    ? String((body as { message: unknown }).message)
    : '';

/** POST /api/parent/children: link a child with the child's code. */
export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      messageOf(await apiRequest('/api/parent/children', { method: 'POST', body: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

/** DELETE /api/parent/children/{id}: stop following a child. */
export function useUnlinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (childId: number) =>
      messageOf(await apiRequest(`/api/parent/children/${childId}`, { method: 'DELETE' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
