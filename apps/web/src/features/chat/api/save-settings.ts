import { type ChatSettings, chatSettingsReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { chatKeys, roomPath } from './keys.ts';

/** PUT /api/classes/{id}/chat/settings: the room's open hours in Amman time, or none. */
export function useSaveSettings(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ChatSettings) =>
      readAnswer(
        chatSettingsReply,
        await apiRequest(roomPath(classId, '/settings'), { method: 'PUT', body: settings }),
      ).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.room(classId) }),
  });
}
