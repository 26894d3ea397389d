import type { LinkCode, LinkedPerson } from '@madrasa/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useFollowers, useMakeLinkCode, useUnlinkParent } from '../api/parent-links.ts';
import { LinkCodeCard } from './link-code-card.tsx';

/**
 * The student profile's Parents tab: make a one-time code for a parent, see who follows,
 * unlink one after a confirmation. Texts: the `parents` namespace.
 */
export function ParentsTab() {
  const { t } = useTranslation('parents');
  const [code, setCode] = useState<LinkCode | null>(null);
  const makeCode = useMakeLinkCode();
  const make = async () => {
    try {
      setCode(await makeCode.mutateAsync());
    } catch (error) {
      toastError(errorMessage(error, t('tab.makeFailed')));
    }
  };
  return (
    <section aria-labelledby="parents-title" className="flex flex-col gap-6">
      <div>
        <h2 id="parents-title" className="text-2xl font-bold text-teal-950">
          {t('tab.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('tab.lead')}</p>
      </div>
      {code && <LinkCodeCard code={code} />}
      <div>
        <button
          type="button"
          onClick={make}
          disabled={makeCode.isPending}
          className={buttonClass(code ? 'secondary' : 'primary')}
        >
          {makeCode.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="size-5" />}
          {code ? t('tab.makeAgain') : t('tab.make')}
        </button>
      </div>
      <Followers />
    </section>
  );
}

function Followers() {
  const { t } = useTranslation('parents');
  const followers = useFollowers();
  if (followers.isPending) return <LoadingState />;
  if (followers.isError) {
    return (
      <ErrorState
        message={errorMessage(followers.error, t('tab.loadFailed'))}
        onRetry={() => followers.refetch()}
      />
    );
  }
  return (
    <div>
      <h3 className="mb-3 text-xl font-bold text-teal-950">{t('tab.followers')}</h3>
      {followers.data.length === 0 ? (
        <EmptyState>{t('tab.noFollowers')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {followers.data.map((parent) => (
            <Follower key={parent.id} parent={parent} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Follower({ parent }: { parent: LinkedPerson }) {
  const { t } = useTranslation('parents');
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkParent();
  const name = `${parent.first_name} ${parent.last_name}`;
  const confirm = async () => {
    try {
      toastSuccess(await unlink.mutateAsync(parent.id));
      setOpen(false);
    } catch (error) {
      toastError(errorMessage(error, t('tab.unlinkFailed')));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-700">
          {t('tab.since', { date: formatDate(parent.linked_at) })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('secondary')}
        aria-label={`${t('tab.unlink')} ${name}`}
      >
        {t('tab.unlink')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('tab.unlinkTitle', { name })}
        confirmLabel={t('tab.unlink')}
        busy={unlink.isPending}
        onConfirm={confirm}
      >
        <p>{t('tab.unlinkBody', { name })}</p>
      </ConfirmDialog>
    </li>
  );
}
