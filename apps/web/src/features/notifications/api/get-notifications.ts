import { NOTIFICATIONS_POLL_MS, type Notifications, notificationsSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';

/** The bell's lines; marking read refreshes them. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notifications: the newest page and the unread count. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: async ({ signal }): Promise<Notifications> =>
      notificationsSchema.parse(await apiGetData('/api/notifications', { signal })),
    // Polled while the page is visible (TanStack pauses a hidden tab's interval).
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
