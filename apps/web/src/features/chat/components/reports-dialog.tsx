import { SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useRoomReports } from '../api/get-reports.ts';

/** What the room's members reported, newest first, for the teacher to look at. */
export function ReportsDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const reports = useRoomReports(classId, true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)] place-items-center overflow-y-auto bg-slate-950/60 p-4">
          <Dialog.Content
            aria-describedby={undefined}
            className="w-full max-w-2xl rounded-2xl bg-white shadow-2xl outline-none"
          >
            <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-3">
              <Dialog.Title className="flex-1 text-xl font-bold text-teal-950">
                {t('reports.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('dialog.close', { ns: 'common' })}
                className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="px-5 py-5">
              {reports.isPending && <LoadingState />}
              {reports.isError && (
                <ErrorState message={errorMessage(reports.error, t('reports.failed'))} />
              )}
              {reports.data?.length === 0 && <EmptyState>{t('reports.none')}</EmptyState>}
              <ul className="space-y-3">
                {reports.data?.map((report) => (
                  <li key={report.id} className="rounded-xl border border-slate-200 p-4">
                    <p className="text-sm text-slate-700">
                      {t('reports.by')}{' '}
                      <bdi className="font-semibold">
                        {report.reporter.first_name} {report.reporter.last_name}
                      </bdi>
                      {` · ${formatDate(report.created_at)}`}
                      {report.resolved_at && ` · ${t('reports.resolved')}`}
                    </p>
                    <p className="mt-2 text-sm font-semibold text-slate-800">
                      <bdi>
                        {report.message.author.first_name} {report.message.author.last_name}
                      </bdi>
                      {': '}
                    </p>
                    <p
                      dir="auto"
                      className="text-start whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
                    >
                      {report.reported_body}
                    </p>
                    {report.reason && (
                      <p className="mt-2 text-sm text-slate-700">
                        {t('reports.reason')} <span dir="auto">{report.reason}</span>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
