import { type RedeemCardInput, redeemCardReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { PREMIUM_ROOT } from '@/shared/premium/my-courses.ts';

/**
 * POST /api/activations: a card for the student, or for a parent's linked child; the server's
 * message and what is now unlocked. Every premium read is refreshed: locks open at once.
 */
export function useRedeemCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RedeemCardInput) =>
      readAnswer(redeemCardReply, await apiRequest('/api/activations', { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PREMIUM_ROOT] }),
  });
}
