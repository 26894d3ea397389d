import { Ellipsis, Flag, MicOff, Reply, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/lib/direction.ts';

export type MessageAction = 'reply' | 'report' | 'delete' | 'mute';

const ICONS = { reply: Reply, report: Flag, delete: Trash2, mute: MicOff } as const;

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-slate-800 outline-none select-none data-highlighted:bg-teal-50';

/** Reply at a tap; reporting, deleting and muting behind a small menu. */
export function MessageActions({
  author,
  actions,
  onAction,
}: {
  author: string;
  actions: MessageAction[];
  onAction: (action: MessageAction) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const more = actions.filter((action) => action !== 'reply');
  return (
    <div className="mt-0.5 flex gap-1 text-slate-600">
      {actions.includes('reply') && (
        <button
          type="button"
          onClick={() => onAction('reply')}
          aria-label={t('actions.replyTo', { name: author })}
          className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-slate-100 hover:text-teal-800"
        >
          <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span aria-hidden="true">{t('actions.reply')}</span>
        </button>
      )}
      {more.length > 0 && (
        // Not modal: a modal menu locks scroll with an injected <style>, which the CSP blocks.
        <DropdownMenu.Root modal={false} dir={directionOf(i18n.resolvedLanguage)}>
          <DropdownMenu.Trigger
            aria-label={t('actions.more', { name: author })}
            className="inline-flex size-9 items-center justify-center rounded-full hover:bg-slate-100 hover:text-teal-800"
          >
            <Ellipsis aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
            >
              {more.map((action) => {
                const Icon = ICONS[action];
                return (
                  <DropdownMenu.Item
                    key={action}
                    onSelect={() => onAction(action)}
                    className={itemClass}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`actions.${action}`)}
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
