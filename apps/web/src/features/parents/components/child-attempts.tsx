import type { PastAttempt } from '@madrasa/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { EmptyState } from '@/shared/ui/query-states.tsx';

/** A child's computer-based exam attempts, newest first; read-only, so no review links. */
export function ChildAttempts({ attempts, name }: { attempts: PastAttempt[]; name: string }) {
  const { t } = useTranslation('parents');
  const text = useBilingual();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="child-attempts" className="flex flex-col gap-4">
      <h2 id="child-attempts" className="text-2xl font-bold text-teal-950">
        {t('report.attempts')}
      </h2>
      {attempts.length === 0 ? (
        <EmptyState>{t('report.noAttempts', { name })}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">{text(attempt.title)}</p>
                <p className="text-sm text-slate-700">{formatDate(attempt.started_at)}</p>
              </div>
              {attempt.status === 'open' || attempt.percent === null ? (
                <span className="text-sm text-slate-700">{t('report.inProgress')}</span>
              ) : (
                <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                  {attempt.passed ? (
                    <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
                  ) : (
                    <XCircle aria-hidden="true" className="size-5 text-red-700" />
                  )}
                  {attempt.percent}% · {attempt.passed ? t('report.passed') : t('report.notPassed')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
