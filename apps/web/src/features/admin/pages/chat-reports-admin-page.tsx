import { type ChatReportItem, SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { type ChatReportStatus, useChatReports } from '../api/list-chat-reports.ts';
import { useResolveChatReport } from '../api/resolve-chat-report.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { ListView } from '../components/ui/list-view.tsx';

/**
 * /admin/chat-reports — messages the members of a class's room reported, newest first, as
 * they were written (kept even once deleted in the room), marked handled once dealt with.
 */
export function ChatReportsAdminPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ChatReportStatus>('open');
  const reports = useChatReports(status);
  return (
    <AdminPageFrame title={t('nav.chatReports')} lead={t('chatReports.lead')}>
      <ToggleButtons
        look="segmented"
        label={t('chatReports.show')}
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: t('chatReports.open') },
          { value: 'resolved', label: t('chatReports.resolved') },
        ]}
      />
      <ListView query={reports} count={reports.data?.length ?? 0} empty={t('chatReports.empty')}>
        <ul className="space-y-3">
          {reports.data?.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      </ListView>
    </AdminPageFrame>
  );
}

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

function ReportCard({ report }: { report: ChatReportItem }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const resolve = useResolveChatReport();
  const handled = report.resolved_at !== null;
  const done = async () => {
    try {
      toastSuccess(await resolve.mutateAsync(report.id));
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
      <article aria-labelledby={`chat-report-${report.id}`} className="space-y-2">
        <h2 id={`chat-report-${report.id}`} className="text-lg font-bold text-teal-950">
          <bdi>{report.class_name}</bdi>
        </h2>
        <p className="text-sm text-slate-700">
          {t('chatReports.wrote')}{' '}
          <bdi className="font-semibold">{nameOf(report.message.author)}</bdi>
          {` · ${formatDate(report.message.created_at)}`}
          {report.message.deleted && ` · ${t('chatReports.deleted')}`}
        </p>
        <p
          dir="auto"
          className="rounded-lg bg-slate-100 px-3 py-2 text-start whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
        >
          {report.reported_body}
        </p>
        <p className="text-sm text-slate-700">
          {t('chatReports.reportedBy')}{' '}
          <bdi className="font-semibold">{nameOf(report.reporter)}</bdi>
          {` · ${formatDate(report.created_at)}`}
          {report.reason && (
            <>
              {' · '}
              {t('chatReports.reason')} <span dir="auto">{report.reason}</span>
            </>
          )}
        </p>
        {handled ? (
          <p className="text-sm font-semibold text-slate-700">
            {t('chatReports.handledAt', { time: formatDate(report.resolved_at ?? '') })}
          </p>
        ) : (
          <button
            type="button"
            disabled={resolve.isPending}
            onClick={done}
            className={buttonClass('secondary', 'mt-1')}
          >
            <CheckCheck aria-hidden="true" className="size-5" />
            {t('chatReports.markHandled')}
          </button>
        )}
      </article>
    </li>
  );
}
