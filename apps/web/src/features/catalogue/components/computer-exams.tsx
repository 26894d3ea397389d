import type { Semester } from '@madrasa/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { ComputerExamList } from '@/shared/ui/computer-exam-list.tsx';

/**
 * The course's computer-based exams, taken here (docs/decisions.md §8); when EXAM_SITE_URL is
 * set, a link to the external exam site stays below them.
 */
export function ComputerExams({ filter }: { filter: { subjectId: number; semester: Semester } }) {
  const { t } = useTranslation('exams');
  const { config } = useSiteConfig();
  return (
    <div className="space-y-6">
      <ComputerExamList source={filter} empty={t('list.empty')} />
      {config.examSiteUrl && (
        <p className="text-center">
          <a
            href={config.examSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-teal-800 underline"
          >
            {t('list.externalSite')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {t('newTab', { ns: 'common' })}</span>
          </a>
        </p>
      )}
    </div>
  );
}
