import type { ExamMode } from '@madrasa/contracts';
import { toLatinDigits } from '@madrasa/contracts';
import { Clock, ListChecks, LogIn, Play, RotateCcw, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useExamResults } from '@/shared/api/computer-exams.ts';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError } from '@/shared/lib/toast.ts';
import { LockedActions } from '@/shared/premium/premium-lock.tsx';
import { BackLink } from '@/shared/ui/back-link.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EXAM_KIND_ICON } from '@/shared/ui/exam-kind-icon.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

/** The code of a 403 for an exam of a premium course the student has not unlocked. */
const PREMIUM_LOCKED = 'premium.locked';

import { Spinner } from '@/shared/ui/spinner.tsx';
import { useExam, useStartAttempt } from '../api/attempts.ts';

/**
 * /computer-exams/{id}: the exam's figures, then Interactive or Regular and, where the
 * author allows it, the time; visitors are asked to log in as a student.
 */
export function ExamStartPage() {
  const { t } = useTranslation('exams');
  const examId = Number(useParams().examId);
  const exam = useExam(examId);
  const results = useExamResults([examId]);
  const text = useBilingual();
  if (exam.isPending) return <LoadingState />;
  if (exam.isError) {
    return (
      <Page title={t('list.title')}>
        <ErrorState message={errorMessage(exam.error, t('list.loadFailed'))} />
      </Page>
    );
  }
  const { data } = exam;
  return (
    <Page
      title={text(data.title)}
      lead={data.teacher ? t('list.byTeacher', { name: data.teacher.name }) : undefined}
    >
      {/* On a phone the header's menu was the only other way back (issue 37). */}
      <BackLink to={paths.courseComputerExams.to(data.subject_id, semesterTab(data.semester))}>
        {t('list.back')}
      </BackLink>
      <div className="max-w-2xl space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="flex items-center gap-3 font-semibold text-teal-900">
          <span className="grid size-10 place-items-center rounded-xl bg-teal-50 text-teal-700">
            <EXAM_KIND_ICON.computer aria-hidden="true" className="size-5" />
          </span>
          {t('list.kind')}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-800">
          <li className="flex items-center gap-2">
            <ListChecks aria-hidden="true" className="size-5 text-teal-700" />
            {t('list.questions', { count: data.question_count })}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-5 text-teal-700" />
            {t('list.minutes', { count: data.duration_minutes })}
          </li>
          <li className="flex items-center gap-2">
            <Target aria-hidden="true" className="size-5 text-teal-700" />
            {t('list.passing', { percent: data.passing_percent })}
          </li>
          {data.attempts_allowed !== null && (
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-5 text-teal-700" />
              {t('list.attempts', {
                used: results.data?.find((result) => result.exam_id === examId)?.attempts ?? 0,
                allowed: data.attempts_allowed,
              })}
            </li>
          )}
        </ul>
        <StartForm
          examId={data.id}
          bounds={
            data.min_minutes !== null && data.max_minutes !== null
              ? { min: data.min_minutes, max: data.max_minutes, initial: data.duration_minutes }
              : null
          }
        />
      </div>
    </Page>
  );
}

function StartForm({
  examId,
  bounds,
}: {
  examId: number;
  bounds: { min: number; max: number; initial: number } | null;
}) {
  const { t } = useTranslation('exams');
  const { session } = useSession();
  const navigate = useNavigate();
  const start = useStartAttempt(examId);
  // The server starts the clock and keeps it: offline, the exam cannot begin.
  const online = useOnline();
  const [mode, setMode] = useState<ExamMode>('interactive');
  const [minutes, setMinutes] = useState(String(bounds?.initial ?? ''));
  const [minutesError, setMinutesError] = useState<string>();
  // A premium course's exam the student has not unlocked: the server's message, and a card.
  const [locked, setLocked] = useState<string>();
  const groupId = useId();

  if (!isSignedIn(session) || session.userType !== 'student') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-teal-50 p-4">
        <p className="text-slate-800">{t('start.loginPrompt')}</p>
        <Link to={paths.loginStudent.path} className={buttonClass('primary')}>
          <LogIn aria-hidden="true" className="size-5 rtl:rotate-180" />
          {t('start.login')}
        </Link>
      </div>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMinutesError(undefined);
    try {
      const attempt = await start.mutateAsync({
        mode,
        ...(bounds ? { minutes: toLatinDigits(minutes) } : {}),
      });
      navigate(paths.examAttempt.to(attempt.id));
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.errors.minutes?.[0] : undefined;
      if (error instanceof ApiError && error.code === PREMIUM_LOCKED) setLocked(error.message);
      else if (fieldError) setMinutesError(fieldError);
      else toastError(errorMessage(error, t('start.failed')));
    }
  };

  if (locked) return <LockedActions message={locked} />;

  const modes: { value: ExamMode; label: string; hint: string }[] = [
    { value: 'interactive', label: t('start.interactive'), hint: t('start.interactiveHint') },
    { value: 'regular', label: t('start.regular'), hint: t('start.regularHint') },
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset disabled={start.isPending} className="space-y-6">
        <div role="radiogroup" aria-labelledby={groupId} className="space-y-3">
          <p id={groupId} className="font-bold text-teal-950">
            {t('start.mode')}
          </p>
          {modes.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
            >
              <input
                type="radio"
                name="mode"
                value={option.value}
                checked={mode === option.value}
                onChange={() => setMode(option.value)}
                className="mt-1 size-4 accent-teal-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="block text-sm text-slate-700">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {bounds && (
          <InputField
            label={t('start.time')}
            hint={t('start.timeHint', { min: bounds.min, max: bounds.max })}
            name="minutes"
            inputMode="numeric"
            value={minutes}
            onChange={(event) => setMinutes(toLatinDigits(event.target.value))}
            error={minutesError}
            className="max-w-48"
          />
        )}
      </fieldset>
      <div>
        <OfflineNotice text={t('offline.start')} />
        <button
          type="submit"
          disabled={start.isPending || !online}
          className={buttonClass('primary')}
        >
          {start.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5 rtl:rotate-180" />
          )}
          {t('start.begin')}
        </button>
      </div>
    </form>
  );
}
