import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useTeacherExams } from '../api/get-teacher-exams.ts';
import { DownloadList } from './download-list.tsx';

/** Electronic Exams opens the external exam site; Paper Exams lists the teacher's PDFs. */
export function ExamsTab({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const { t: common } = useTranslation();
  const { config } = useSiteConfig();
  const [paperOpen, setPaperOpen] = useState(false);
  const listId = useId();

  return (
    <>
      <div className="mb-6 flex flex-wrap gap-3">
        {config.examSiteUrl && (
          <a
            href={config.examSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('accent')}
          >
            {t('exams.electronic')}
            <ExternalLink aria-hidden="true" className="size-5" />
            <span className="sr-only"> {common('newTab')}</span>
          </a>
        )}
        <button
          type="button"
          aria-expanded={paperOpen}
          aria-controls={listId}
          onClick={() => setPaperOpen((open) => !open)}
          className={buttonClass(paperOpen ? 'primary' : 'secondary')}
        >
          {t('exams.paper')}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 transition-transform', paperOpen && 'rotate-180')}
          />
        </button>
      </div>
      <div id={listId} hidden={!paperOpen}>
        {paperOpen && <PaperExams teacherId={teacherId} />}
      </div>
    </>
  );
}

function PaperExams({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const pick = useLocalized();
  const exams = useTeacherExams(teacherId);

  if (exams.isPending) return <LoadingState />;
  if (exams.isError) {
    return <ErrorState message={t('exams.failed')} onRetry={() => void exams.refetch()} />;
  }
  if (exams.data.length === 0) return <EmptyState>{t('exams.empty')}</EmptyState>;
  return (
    <DownloadList
      items={exams.data.map((exam) => ({
        id: exam.id,
        name: pick(exam, 'lesson_name'),
        href: exam.downloadUrl,
      }))}
    />
  );
}
