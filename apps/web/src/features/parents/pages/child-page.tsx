import { ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { RecordPageFallback } from '@/shared/ui/record-page-fallback.tsx';
import { useChildReport, useUnlinkChild } from '../api/children.ts';
import { ChildAttempts } from '../components/child-attempts.tsx';
import { ChildDataSection } from '../components/child-data-section.tsx';
import { ChildProgress } from '../components/child-progress.tsx';

/** What other features show of a child, given by the app's route (a class's assignments). */
export type ChildSections = (child: { id: number; first_name: string }) => ReactNode;

/** /parent/children/{id}: one linked child's progress and exam results, read-only. */
export function ChildPage({ extraSections }: { extraSections?: ChildSections }) {
  const { t } = useTranslation('parents');
  const childId = Number(useParams().childId);
  const report = useChildReport(childId);
  const back = (
    <Link to={paths.parent.path} className={buttonClass('ghost', 'mb-6 -ms-3')}>
      <ArrowRight aria-hidden="true" className="size-5 ltr:rotate-180" />
      {t('report.back')}
    </Link>
  );
  if (!report.isSuccess) {
    return (
      <RecordPageFallback
        query={report}
        back={back}
        texts={{
          loading: t('report.loading'),
          notFoundTitle: t('report.notFoundTitle'),
          notFound: t('report.notFound'),
          loadFailed: t('report.loadFailed'),
        }}
      />
    );
  }
  const { child, progress, attempts } = report.data;
  const name = `${child.first_name} ${child.last_name}`;
  return (
    <Page title={name} lead={t('report.lead', { name: child.first_name })}>
      {back}
      <div className="flex flex-col gap-10">
        <ChildProgress summary={progress} name={child.first_name} />
        <ChildAttempts attempts={attempts} name={child.first_name} />
        {extraSections?.(child)}
        <ChildDataSection childId={child.id} name={child.first_name} />
        <UnlinkChild childId={child.id} name={name} />
      </div>
    </Page>
  );
}

function UnlinkChild({ childId, name }: { childId: number; name: string }) {
  const { t } = useTranslation('parents');
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkChild();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      toastSuccess(await unlink.mutateAsync(childId));
      setOpen(false);
      navigate(paths.parent.path, { replace: true });
    } catch (error) {
      toastError(errorMessage(error, t('unlink.failed')));
    }
  };
  return (
    <div>
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        {t('unlink.button')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('unlink.title', { name })}
        confirmLabel={t('unlink.confirm')}
        busy={unlink.isPending}
        onConfirm={confirm}
      >
        <p>{t('unlink.body', { name })}</p>
      </ConfirmDialog>
    </div>
  );
}
