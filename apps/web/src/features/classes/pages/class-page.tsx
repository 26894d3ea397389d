import { Archive, ArchiveRestore, ArrowRight, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { RecordPageFallback } from '@/shared/ui/record-page-fallback.tsx';
import { useClassView } from '../api/get-class-view.ts';
import { useUpdateClass } from '../api/update-class.ts';
import { AssignmentsSection } from '../components/assignments-section.tsx';
import { useSubjectLine } from '../components/class-card.tsx';
import { ClassCodeCard } from '../components/class-code-card.tsx';
import { ResultsTable } from '../components/results-table.tsx';
import { StudentsSection } from '../components/students-section.tsx';

/** /teacher/classes/{id}: one class, its code, its work, its students and their results. */
export function ClassPage() {
  const { t } = useTranslation('classes');
  const classId = Number(useParams().classId);
  const view = useClassView(classId);
  const subjectLine = useSubjectLine();
  const back = (
    <Link to={paths.teacherClasses.path} className={buttonClass('ghost', '-ms-3')}>
      <ArrowRight aria-hidden="true" className="size-5 ltr:rotate-180" />
      {t('class.back')}
    </Link>
  );

  if (!view.isSuccess) {
    return (
      <RecordPageFallback
        query={view}
        back={back}
        texts={{
          loading: t('class.loading'),
          notFoundTitle: t('class.notFoundTitle'),
          notFound: t('class.notFound'),
          loadFailed: t('class.loadFailed'),
        }}
      />
    );
  }
  const item = view.data.class;
  return (
    <Page
      title={item.name}
      lead={[
        subjectLine(item.subject),
        item.section && t('list.section', { section: item.section }),
        item.archived_at && t('class.archivedNote'),
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        {back}
        <Link to={paths.classChat.to(item.id)} className={buttonClass('secondary')}>
          <MessagesSquare aria-hidden="true" className="size-5" />
          {t('class.chat')}
        </Link>
      </div>
      <div className="flex flex-col gap-10">
        <ClassCodeCard item={item} />
        <AssignmentsSection view={view.data} />
        <ResultsTable view={view.data} />
        <StudentsSection view={view.data} />
        <ArchiveClass classId={item.id} archived={item.archived_at !== null} />
      </div>
    </Page>
  );
}

/** Archive at the year's end (its work and results stay to read), or open it again. */
function ArchiveClass({ classId, archived }: { classId: number; archived: boolean }) {
  const { t } = useTranslation('classes');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateClass(classId);
  const change = async (next: boolean) => {
    try {
      toastSuccess((await update.mutateAsync({ archived: next })).message);
      setConfirming(false);
    } catch (error) {
      toastError(errorMessage(error, t('class.archiveFailed')));
    }
  };
  return (
    <section aria-labelledby="class-archive" className="rounded-2xl bg-slate-50 p-5">
      <h2 id="class-archive" className="text-xl font-bold text-teal-950">
        {archived ? t('class.reopenTitle') : t('class.archiveTitle')}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">
        {archived ? t('class.reopenLead') : t('class.archiveLead')}
      </p>
      {archived ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={update.isPending}
          onClick={() => change(false)}
        >
          <ArchiveRestore aria-hidden="true" className="size-5" />
          {t('class.reopen')}
        </button>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setConfirming(true)}
        >
          <Archive aria-hidden="true" className="size-5" />
          {t('class.archive')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('class.archiveConfirmTitle')}
        confirmLabel={t('class.archive')}
        busy={update.isPending}
        onConfirm={() => change(true)}
      >
        <p>{t('class.archiveBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
