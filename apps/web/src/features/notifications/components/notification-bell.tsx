import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The bell of a signed-in student or parent: the unread count on the button, the lines in
 * a popover with "Mark all as read", and the daily e-mail summary's switch.
 */
export function NotificationBell({ forParent }: { forParent: boolean }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const notifications = useNotifications();
  const settings = useNotificationSettings(open);
  const saveSettings = useSaveNotificationSettings();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening shows what is there now, not what the last poll found.
        if (next) void notifications.refetch();
      }}
    >
      <Popover.Trigger
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-teal-900 hover:bg-teal-50"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute end-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
            <h2 id={titleId} className="font-bold text-teal-950">
              {t('bell.title')}
            </h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() =>
                markRead.mutate(undefined, {
                  onError: (error) => toastError(errorMessage(error, t('bell.loadFailed'))),
                })
              }
              className={buttonClass('ghost', 'min-h-9 px-3 text-sm')}
            >
              {t('bell.markAll')}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {notifications.isPending ? (
              <LoadingState />
            ) : notifications.isError ? (
              <ErrorState message={t('bell.loadFailed')} onRetry={() => notifications.refetch()} />
            ) : items.length === 0 ? (
              <EmptyState>{t('bell.empty')}</EmptyState>
            ) : (
              <NotificationList
                items={items}
                forParent={forParent}
                onNavigate={(line) => {
                  setOpen(false);
                  if (!line.read_at) markRead.mutate([line.id]);
                }}
              />
            )}
          </div>
          <label className="flex min-h-11 items-center gap-3 border-t border-slate-100 px-4 py-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-teal-700"
              checked={settings.data?.email_digest ?? false}
              disabled={!settings.data || saveSettings.isPending}
              onChange={(event) =>
                saveSettings.mutate(
                  { email_digest: event.target.checked },
                  { onError: (error) => toastError(errorMessage(error, t('bell.digestFailed'))) },
                )
              }
            />
            {t('bell.digest')}
          </label>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
