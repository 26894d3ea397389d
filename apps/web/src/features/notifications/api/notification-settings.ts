import { type NotificationSettings, notificationSettingsSchema } from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetData, apiRequest } from '@/shared/lib/api-client.ts';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';

const SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'] as const;

/** GET /api/notifications/settings: whether the daily digest is mailed. */
export const useNotificationSettings = (enabled: boolean) =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }): Promise<NotificationSettings> =>
      notificationSettingsSchema.parse(await apiGetData('/api/notifications/settings', { signal })),
    enabled,
  });

/** PUT /api/notifications/settings */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest('/api/notifications/settings', { method: 'PUT', body: settings }),
    onSuccess: (_reply, settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
