import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';

/** POST /api/notifications/read: these lines, or all of the reader's. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
