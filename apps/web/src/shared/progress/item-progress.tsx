import type { ItemProgress } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { DoneTick } from './done-tick.tsx';
import { ProgressBar, percentOf } from './progress-bar.tsx';

/** A video's state on its card: the tick once watched, else how far the student got. */
export function LessonProgress({
  progress,
  name,
  className,
}: {
  progress: ItemProgress;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation('progress');
  if (progress.completed) return <DoneTick what="watched" className={className} />;
  const percent = percentOf(progress.position_seconds, progress.duration_seconds ?? 0);
  if (percent === 0) return null;
  return (
    <ProgressBar
      percent={percent}
      text={t('continue.watched', { percent })}
      label={t('continue.barLabel', { name })}
      className={className}
    />
  );
}
