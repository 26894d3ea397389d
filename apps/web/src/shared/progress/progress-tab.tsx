import type { ProgressSummary } from '@madrasa/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual, useLocalized } from '@/shared/lib/localized.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useProgressSummary } from './progress-api.ts';
import { ProgressBar, percentOf } from './progress-bar.tsx';
import { splitStudyTime } from './study-time.ts';

type SubjectSummary = ProgressSummary['subjects'][number];

/**
 * The student profile's Progress tab: the time spent this week, then per subject and
 * semester the lessons watched, files opened and computer-based exams taken with the best
 * score of each. Texts: the `progress` namespace.
 */
export function ProgressTab() {
  const { t } = useTranslation('progress');
  const summary = useProgressSummary();
  if (summary.isPending) return <LoadingState />;
  if (summary.isError) {
    return (
      <ErrorState
        message={errorMessage(summary.error, t('tab.loadFailed'))}
        onRetry={() => summary.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="progress-title" className="flex flex-col gap-6">
      <h2 id="progress-title" className="text-2xl font-bold text-teal-950">
        {t('tab.title')}
      </h2>
      <ProgressSummaryView summary={summary.data} empty={t('tab.empty')} />
    </section>
  );
}

/**
 * A summary as the Progress tab shows it, for any page that has one (a linked parent's page
 * shows a child's): the week's time, then a card per subject and semester; `empty` when the
 * summary holds no subject. Subject names are h3: the host gives the h2.
 */
export function ProgressSummaryView({
  summary,
  empty,
}: {
  summary: ProgressSummary;
  empty: string;
}) {
  // Subjects of two grades may share a name: the grade is shown when there are two.
  const grades = new Set(summary.subjects.map((subject) => subject.grade_id));
  return (
    <div className="flex flex-col gap-6">
      <WeekTime seconds={summary.week_seconds} />
      {summary.subjects.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {summary.subjects.map((subject) => (
            <li key={`${subject.subject_id}-${subject.semester}`}>
              <SubjectCard subject={subject} withGrade={grades.size > 1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WeekTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation('progress');
  const { hours, minutes } = splitStudyTime(seconds);
  const spent =
    hours > 0
      ? t('tab.hoursMinutes', { hours, minutes })
      : minutes > 0
        ? t('tab.minutes', { count: minutes })
        : seconds > 0
          ? t('tab.underMinute')
          : t('tab.noTime');
  return (
    <p className="flex items-center gap-3 rounded-2xl bg-teal-50 p-4 text-teal-950">
      <Clock aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
      <span>
        <span className="block text-sm text-slate-700">{t('tab.week')}</span>
        <span className="text-lg font-bold">{spent}</span>
      </span>
    </p>
  );
}

function SubjectCard({ subject, withGrade }: { subject: SubjectSummary; withGrade: boolean }) {
  const { t } = useTranslation('progress');
  const pick = useLocalized();
  const text = useBilingual();
  const name = pick(subject, 'name');
  const { lessons, files, exams } = subject;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-bold text-teal-950">
        {name}
        <span className="ms-2 text-sm font-normal text-slate-700">
          {withGrade && `${pick(subject, 'grade_name')} · `}
          {t(`semester.${subject.semester}`)}
        </span>
      </h3>
      <div>
        <p className="text-sm text-slate-700">{t('tab.lessons')}</p>
        <ProgressBar
          percent={percentOf(lessons.done, lessons.total)}
          text={t('bar.watched', { done: lessons.done, total: lessons.total })}
          label={t('tab.lessonsOf', { name })}
        />
      </div>
      <div>
        <p className="text-sm text-slate-700">{t('tab.files')}</p>
        <ProgressBar
          percent={percentOf(files.done, files.total)}
          text={t('bar.opened', { done: files.done, total: files.total })}
          label={t('tab.filesOf', { name })}
        />
      </div>
      <div>
        <p className="text-sm text-slate-700">
          {t('tab.exams', { taken: exams.taken, total: exams.total })}
        </p>
        {exams.results.length > 0 && (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {exams.results.map((exam) => (
              <li key={exam.exam_id} className="flex justify-between gap-3">
                <span className="text-slate-900">{text(exam.title)}</span>
                <span className="shrink-0 font-semibold text-slate-900">
                  {t('tab.best', { percent: exam.best_percent ?? 0 })} ·{' '}
                  {exam.passed ? t('tab.passed') : t('tab.notPassed')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
