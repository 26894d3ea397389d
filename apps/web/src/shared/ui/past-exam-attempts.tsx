import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePastAttempts } from '@/shared/api/computer-exams.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

/** The student profile's "My computer-based exams": every attempt, newest first, each reopening its review. */
export function PastExamAttempts() {
  const { t } = useTranslation('exams');
  const text = useBilingual();
  const formatDate = useFormatDate();
  const attempts = usePastAttempts();
  if (attempts.isPending) return <LoadingState />;
  if (attempts.isError) {
    return (
      <ErrorState
        message={errorMessage(attempts.error, t('list.loadFailed'))}
        onRetry={() => attempts.refetch()}
      />
    );
  }
  if (attempts.data.length === 0) return <EmptyState>{t('past.empty')}</EmptyState>;
  return (
    <section aria-labelledby="past-attempts">
      <h2 id="past-attempts" className="mb-4 text-2xl font-bold text-teal-950">
        {t('past.title')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {attempts.data.map((attempt) => {
          const open = attempt.status === 'open';
          const title = text(attempt.title);
          return (
            <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-700">
                  {formatDate(attempt.started_at)} ·{' '}
                  {attempt.mode === 'interactive' ? t('past.interactive') : t('past.regular')}
                </p>
              </div>
              <div className="flex items-center gap-4">
                {open ? (
                  <span className="text-sm text-slate-700">{t('past.inProgress')}</span>
                ) : (
                  <span className="flex items-center gap-1.5 font-semibold">
                    {attempt.passed ? (
                      <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
                    ) : (
                      <XCircle aria-hidden="true" className="size-5 text-red-700" />
                    )}
                    {attempt.percent}% ·{' '}
                    {attempt.passed ? t('summary.passed') : t('summary.failed')}
                  </span>
                )}
                <Link
                  to={open ? paths.examAttempt.to(attempt.id) : paths.examReview.to(attempt.id)}
                  className={buttonClass('ghost')}
                  aria-label={`${open ? t('past.continue') : t('past.review')} ${title}`}
                >
                  {open ? t('past.continue') : t('past.review')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
