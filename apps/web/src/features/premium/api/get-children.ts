import { type LinkedPerson, linkedPeopleReply } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { PREMIUM_ROOT } from '@/shared/premium/my-courses.ts';

/** GET /api/parent/children: the children a parent may activate a card for. */
export const useLinkedChildren = (enabled: boolean) =>
  useQuery({
    queryKey: [PREMIUM_ROOT, 'children'],
    enabled,
    queryFn: async ({ signal }): Promise<LinkedPerson[]> =>
      readAnswer(linkedPeopleReply, await apiRequest('/api/parent/children', { signal })).data,
  });
