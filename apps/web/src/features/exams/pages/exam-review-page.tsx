import type { AttemptReview, AttemptSummary } from '@madrasa/contracts';
import { translate } from '@madrasa/contracts';
import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { MathText } from '@/shared/ui/math-text.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useReview } from '../api/attempts.ts';
import { RightAnswer } from '../components/feedback-panel.tsx';

/** /exam-attempts/{id}/review: the summary's figures, then every question with its answer. */
export function ExamReviewPage() {
  const { t } = useTranslation('exams');
  const attemptId = Number(useParams().attemptId);
  const review = useReview(attemptId);
  const text = useBilingual();
  if (review.isPending) return <LoadingState />;
  if (review.isError) {
    return (
      <Page title={t('review.title')}>
        <ErrorState message={errorMessage(review.error, t('list.loadFailed'))} />
      </Page>
    );
  }
  const { data } = review;
  return (
    <Page title={text(data.exam.title)}>
      <Summary summary={data.summary} />
      <Questions review={data} />
      <p className="mt-8">
        <Link
          to={paths.courseComputerExams.to(data.exam.subject_id, semesterTab(data.exam.semester))}
          className={buttonClass('ghost')}
        >
          {t('list.back')}
        </Link>
      </p>
    </Page>
  );
}

function Summary({ summary }: { summary: AttemptSummary }) {
  const { t } = useTranslation('exams');
  const minutes = Math.floor(summary.time_taken_seconds / 60);
  const seconds = summary.time_taken_seconds % 60;
  // The one value read left to right whatever the language: "obtained / total".
  const marks = <bdi dir="ltr">{`${summary.marks_obtained} / ${summary.marks_total}`}</bdi>;
  const rows: [string, ReactNode][] = [
    [t('summary.questions'), summary.question_count],
    [t('summary.duration'), t('list.minutes', { count: summary.duration_minutes })],
    [t('summary.passingScore'), `${summary.passing_percent}%`],
    [t('summary.timeTaken'), t('summary.minutesSeconds', { minutes, seconds })],
    [t('summary.marksObtained'), marks],
    [t('summary.correct'), summary.correct],
    [t('summary.incorrect'), summary.incorrect],
    [t('summary.unanswered'), summary.unanswered],
    [t('summary.marksMissed'), summary.marks_missed],
  ];
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="summary-heading" className="text-xl font-bold text-teal-950">
        {t('summary.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <p
          id="progress-label"
          className="flex justify-between text-sm font-semibold text-slate-800"
        >
          <span>{t('summary.progress')}</span>
          <span className={summary.passed ? 'text-emerald-800' : 'text-red-800'}>
            {summary.percent}% · {summary.passed ? t('summary.passed') : t('summary.failed')}
          </span>
        </p>
        <div
          role="progressbar"
          aria-labelledby="progress-label"
          aria-valuenow={summary.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="relative mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={summary.passed ? 'h-full bg-emerald-600' : 'h-full bg-red-600'}
            style={{ width: `${summary.percent}%` }}
          />
          <div
            aria-hidden="true"
            className="absolute inset-y-0 w-0.5 bg-slate-900"
            style={{ insetInlineStart: `${summary.passing_percent}%` }}
          />
        </div>
      </div>
    </section>
  );
}

function Questions({ review }: { review: AttemptReview }) {
  const { t, i18n } = useTranslation('exams');
  const text = useBilingual();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <section aria-labelledby="review-heading" className="mt-8 space-y-4">
      <h2 id="review-heading" className="text-xl font-bold text-teal-950">
        {t('review.title')}
      </h2>
      <ol className="space-y-4">
        {review.questions.map((question) => {
          const answered = question.answer !== null;
          const Icon = !answered ? MinusCircle : question.feedback.correct ? CheckCircle2 : XCircle;
          const chosen = question.answer;
          return (
            <li
              key={question.position}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="flex items-start gap-2 font-semibold text-slate-900">
                <Icon
                  aria-hidden="true"
                  className={
                    !answered
                      ? 'mt-1 size-5 shrink-0 text-slate-500'
                      : question.feedback.correct
                        ? 'mt-1 size-5 shrink-0 text-emerald-700'
                        : 'mt-1 size-5 shrink-0 text-red-700'
                  }
                />
                <span>
                  <span className="sr-only">
                    {t('run.question', { n: question.position, total: review.questions.length })}:{' '}
                  </span>
                  <MathText text={text(question.stem)} />
                </span>
              </p>
              <dl className="mt-3 space-y-2 text-slate-800">
                <div>
                  <dt className="inline font-semibold">{t('review.yourAnswer')}: </dt>
                  <dd className="inline">
                    {!chosen ? (
                      <span className="text-slate-700">
                        {translate(language, 'exams.no_answer')}
                      </span>
                    ) : 'value' in chosen ? (
                      <bdi dir="ltr">{chosen.value}</bdi>
                    ) : (
                      chosen.options.map((index, i) => (
                        <span key={index}>
                          {i > 0 && '، '}
                          <MathText text={text(question.options[index] ?? { ar: '', en: '' })} />
                        </span>
                      ))
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{t('review.rightAnswer')}: </dt>
                  <dd className="inline">
                    <RightAnswer question={question} feedback={question.feedback} />
                  </dd>
                </div>
                {text(question.feedback.explanation) && (
                  <div>
                    <dt className="inline font-semibold">{t('run.explanation')}: </dt>
                    <dd className="inline">
                      <MathText text={text(question.feedback.explanation)} />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
