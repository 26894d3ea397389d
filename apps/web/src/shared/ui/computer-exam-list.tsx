import type { ExamResult, ExamSummary } from '@madrasa/contracts';
import { CheckCircle2, Clock, ListChecks, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { type ExamListSource, useExamList, useExamResults } from '@/shared/api/computer-exams.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { usePremiumAccess } from '@/shared/premium/premium-access.ts';
import { LockedActions, PreviewBadge } from '@/shared/premium/premium-lock.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EXAM_KIND_ICON } from '@/shared/ui/exam-kind-icon.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

/**
 * Published computer-based exams (a course's semester, or a teacher's), each with its
 * figures, the signed-in student's best result, and a way in (or, locked in a premium course,
 * "Activate a card"). Texts: the `exams` and `premium` namespaces.
 */
export function ComputerExamList({ source, empty }: { source: ExamListSource; empty: string }) {
  const { t } = useTranslation('exams');
  const exams = useExamList(source);
  const results = useExamResults(exams.data?.map((exam) => exam.id) ?? []);
  if (exams.isPending) return <LoadingState />;
  if (exams.isError) {
    const message = errorMessage(exams.error, t('list.loadFailed'));
    return <ErrorState message={message} onRetry={() => exams.refetch()} />;
  }
  if (exams.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  const resultOf = new Map(results.data?.map((result) => [result.exam_id, result]));
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {exams.data.map((exam) => (
        <li key={exam.id}>
          <ExamCard exam={exam} result={resultOf.get(exam.id)} />
        </li>
      ))}
    </ul>
  );
}

function ExamCard({ exam, result }: { exam: ExamSummary; result: ExamResult | undefined }) {
  const { t } = useTranslation('exams');
  const text = useBilingual();
  // One title may be set in several grades (a teacher's page lists them all).
  const where = `${text(exam.grade.name)} · ${t(`semester.${exam.semester}`, { ns: 'common' })}`;
  const used = result?.attempts ?? 0;
  const access = usePremiumAccess(exam.premium);
  const canStart =
    access !== 'locked' &&
    (exam.attempts_allowed === null || used < exam.attempts_allowed || result?.open_attempt_id);
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700">
          <EXAM_KIND_ICON.computer aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="font-bold text-teal-950">{text(exam.title)}</h2>
          {access === 'preview' && <PreviewBadge />}
          <p className="text-sm font-semibold text-teal-800">{where}</p>
          {exam.teacher && (
            <p className="text-sm text-slate-700">
              {t('list.byTeacher', { name: exam.teacher.name })}
            </p>
          )}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4" />
          {t('list.questions', { count: exam.question_count })}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {t('list.minutes', { count: exam.duration_minutes })}
        </li>
        <li className="flex items-center gap-1.5">
          <Target aria-hidden="true" className="size-4" />
          {t('list.passing', { percent: exam.passing_percent })}
        </li>
      </ul>
      {access === 'locked' && <LockedActions name={text(exam.title)} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-800">
          {result?.best_percent != null ? (
            <span className="flex items-center gap-1.5">
              {result.passed && (
                <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" />
              )}
              {t('list.best', { percent: result.best_percent })}
              {result.passed && <span className="sr-only">{t('list.passed')}</span>}
            </span>
          ) : (
            t('list.notTaken')
          )}
          {exam.attempts_allowed !== null && (
            <span className="block font-normal">
              {t('list.attempts', { used, allowed: exam.attempts_allowed })}
            </span>
          )}
        </p>
        {canStart && (
          <Link
            to={
              result?.open_attempt_id
                ? paths.examAttempt.to(result.open_attempt_id)
                : paths.computerExam.to(exam.id)
            }
            className={buttonClass('primary')}
            aria-label={`${result?.open_attempt_id ? t('list.resume') : t('list.start')} ${text(exam.title)}, ${where}`}
          >
            {result?.open_attempt_id ? t('list.resume') : t('list.start')}
          </Link>
        )}
      </div>
    </article>
  );
}
