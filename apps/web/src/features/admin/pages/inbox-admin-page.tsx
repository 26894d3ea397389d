import type { AdminContactMessage, HandledFilter } from '@madrasa/contracts';
import { CheckCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useAdminInbox } from '../api/list-inbox.ts';
import { useMarkHandled } from '../api/mark-handled.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { ListView } from '../components/ui/list-view.tsx';

/** /admin/inbox — messages sent from /contact, newest first, marked handled once dealt with. */
export function InboxAdminPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<HandledFilter>('open');
  const query = useAdminInbox(status);
  const messages = rowsOf(query.data);
  return (
    <AdminPageFrame title={t('nav.inbox')} lead={t('inbox.lead')}>
      <ToggleButtons
        look="segmented"
        label={t('inbox.show')}
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: t('inbox.open') },
          { value: 'done', label: t('inbox.done') },
          { value: 'all', label: t('inbox.all') },
        ]}
      />
      <ListView query={query} count={messages.length} empty={t('inbox.empty')}>
        <ul className="space-y-3">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      </ListView>
    </AdminPageFrame>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const mark = useMarkHandled();
  const handled = message.handled_at !== null;
  const toggle = async () => {
    try {
      toastSuccess((await mark.mutateAsync({ id: message.id, handled: !handled })).message);
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
  };
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4 sm:p-5',
        handled ? 'border-slate-200' : 'border-teal-300',
      )}
    >
      <article aria-labelledby={`message-${message.id}`} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`message-${message.id}`} dir="auto" className="text-lg font-bold text-teal-950">
            {message.subject}
          </h2>
          <span
            className={cn(
              'rounded-full px-3 py-0.5 text-sm font-semibold',
              handled ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-900',
            )}
          >
            {t(handled ? 'inbox.handled' : 'inbox.new')}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          <strong>{message.full_name}</strong> ·{' '}
          <a href={`mailto:${message.email}`} dir="ltr" className="text-teal-800 underline">
            {message.email}
          </a>{' '}
          ·{' '}
          <a href={`tel:${message.phone_number}`} dir="ltr" className="text-teal-800 underline">
            {message.phone_number}
          </a>{' '}
          · {formatDate(message.created_at)}
        </p>
        <p dir="auto" className="whitespace-pre-line text-start text-slate-900">
          {message.message ?? t('inbox.noText')}
        </p>
        <button
          type="button"
          disabled={mark.isPending}
          onClick={toggle}
          className={buttonClass(handled ? 'ghost' : 'secondary', 'mt-1')}
        >
          {handled ? (
            <RotateCcw aria-hidden="true" className="size-5" />
          ) : (
            <CheckCheck aria-hidden="true" className="size-5" />
          )}
          {t(handled ? 'inbox.reopen' : 'inbox.markHandled')}
        </button>
      </article>
    </li>
  );
}
