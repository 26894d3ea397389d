import type { DoneOf } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar, percentOf } from './progress-bar.tsx';

/**
 * A subject's or a tile's bar: `done` of `total` things finished (lessons watched and files
 * opened together on a subject card), labelled "Your progress in <name>". Nothing when there
 * is nothing to do.
 */
export function DoneOfBar({
  count,
  name,
  className,
}: {
  count: DoneOf;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation('progress');
  if (count.total === 0) return null;
  return (
    <ProgressBar
      percent={percentOf(count.done, count.total)}
      text={t('bar.subject', { done: count.done, total: count.total })}
      label={t('bar.subjectLabel', { name })}
      className={className}
    />
  );
}

/** Lessons and files of a subject as one count. */
export const subjectCount = ({ lessons, files }: { lessons: DoneOf; files: DoneOf }): DoneOf => ({
  done: lessons.done + files.done,
  total: lessons.total + files.total,
});
