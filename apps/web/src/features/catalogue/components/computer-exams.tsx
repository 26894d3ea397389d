import { ExternalLink, MonitorCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, LoadingState } from '@/shared/ui/query-states.tsx';

/** Computer-based exams are taken on the external exam site (EXAM_SITE_URL, docs/decisions.md §6). */
export function ComputerExams() {
  const { t } = useTranslation('catalogue');
  const { config, isPending } = useSiteConfig();
  if (isPending) return <LoadingState />;
  if (!config.examSiteUrl) return <EmptyState>{t('exams.siteUnavailable')}</EmptyState>;
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl bg-teal-50 px-6 py-10 text-center">
      <MonitorCheck aria-hidden="true" className="size-12 text-teal-700" />
      <p className="max-w-xl text-lg text-slate-800">{t('exams.computerLead')}</p>
      <a
        href={config.examSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary')}
      >
        {t('exams.openSite')}
        <ExternalLink aria-hidden="true" className="size-5" />
        <span className="sr-only"> {t('newTab', { ns: 'common' })}</span>
      </a>
    </div>
  );
}
