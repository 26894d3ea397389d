import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';

/** POST /api/notifications/unsubscribe: the digest's opt-out, by its link's token. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: async (token: string) => {
      const reply = await apiRequest<{ message?: string }>('/api/notifications/unsubscribe', {
        method: 'POST',
        body: { token },
        auth: false,
      });
      return reply.message ?? '';
    },
  });
