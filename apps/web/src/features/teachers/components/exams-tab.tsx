import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ComputerExamList } from '@/shared/ui/computer-exam-list.tsx';
import { EXAM_KIND_ICON } from '@/shared/ui/exam-kind-icon.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useTeacherExams } from '../api/get-teacher-exams.ts';
import { DownloadList } from './download-list.tsx';

/**
 * Electronic Exams lists the teacher's computer-based exams, taken here (with a link to the
 * external exam site too when one is set); Paper Exams lists the teacher's PDFs.
 */
export function ExamsTab({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const { t: exams } = useTranslation('exams');
  const { t: common } = useTranslation();
  const { config } = useSiteConfig();
  const [shown, setShown] = useState<'electronic' | 'paper' | null>(null);
  const listId = useId();
  const toggle = (view: 'electronic' | 'paper') => setShown((now) => (now === view ? null : view));

  return (
    <>
      <div className="mb-6 flex flex-wrap gap-3">
        {(['electronic', 'paper'] as const).map((view) => {
          const Icon = EXAM_KIND_ICON[view === 'electronic' ? 'computer' : 'paper'];
          return (
            <button
              key={view}
              type="button"
              aria-expanded={shown === view}
              aria-controls={listId}
              onClick={() => toggle(view)}
              className={buttonClass(shown === view ? 'primary' : 'secondary')}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t(view === 'electronic' ? 'exams.electronic' : 'exams.paper')}
              <ChevronDown
                aria-hidden="true"
                className={cn('size-5 transition-transform', shown === view && 'rotate-180')}
              />
            </button>
          );
        })}
      </div>
      <div id={listId} hidden={shown === null} className="space-y-6">
        {shown === 'paper' && <PaperExams teacherId={teacherId} />}
        {shown === 'electronic' && (
          <>
            <ComputerExamList source={{ teacherId }} empty={exams('list.teacherEmpty')} />
            {config.examSiteUrl && (
              <a
                href={config.examSiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold text-teal-800 underline"
              >
                {exams('list.externalSite')}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {common('newTab')}</span>
              </a>
            )}
          </>
        )}
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
      kind="teacher_paper_exam"
      teacherId={teacherId}
      items={exams.data.map((exam) => ({
        id: exam.id,
        name: pick(exam, 'lesson_name'),
        href: exam.downloadUrl,
        premium: exam.premium,
      }))}
    />
  );
}
