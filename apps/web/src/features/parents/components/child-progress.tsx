import type { ProgressSummary } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressSummaryView } from '@/shared/progress/progress-tab.tsx';

/** A child's progress exactly as the child's own Progress tab shows it (texts: `progress`). */
export function ChildProgress({ summary, name }: { summary: ProgressSummary; name: string }) {
  const { t } = useTranslation('parents');
  return (
    <section aria-labelledby="child-progress" className="flex flex-col gap-4">
      <h2 id="child-progress" className="text-2xl font-bold text-teal-950">
        {t('report.progress')}
      </h2>
      <ProgressSummaryView summary={summary} empty={t('report.noSubjects', { name })} />
    </section>
  );
}
