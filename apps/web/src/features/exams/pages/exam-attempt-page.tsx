import type { AnswerInput, Attempt, AttemptQuestion, QuestionFeedback } from '@madrasa/contracts';
import { translate } from '@madrasa/contracts';
import { CheckCircle2, ChevronLeft, ChevronRight, Flag, XCircle } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { MathText } from '@/shared/ui/math-text.tsx';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useAttempt, useFinishAttempt, useSaveAnswer } from '../api/attempts.ts';
import { Countdown } from '../components/countdown.tsx';
import { FeedbackPanel } from '../components/feedback-panel.tsx';
import { QuestionInput } from '../components/question-input.tsx';

/**
 * /exam-attempts/{id}: one question at a time with Next and Finish, a countdown from the
 * server's deadline and a map of the questions. Answers are saved on the server as the
 * student moves on, so a reload (or another device) continues where it was.
 */
export function ExamAttemptPage() {
  const { t } = useTranslation('exams');
  const attemptId = Number(useParams().attemptId);
  const attempt = useAttempt(attemptId);
  const online = useOnline();
  if (attempt.isPending && !online) {
    // The request waits for the connection; say why rather than load for ever.
    return (
      <div className="mx-auto max-w-site px-4 py-10">
        <OfflineNotice text={t('offline.start')} />
      </div>
    );
  }
  if (attempt.isPending) return <LoadingState />;
  if (attempt.isError) {
    return (
      <div className="mx-auto max-w-site px-4 py-10">
        <ErrorState message={errorMessage(attempt.error, t('list.loadFailed'))} />
      </div>
    );
  }
  if (attempt.data.status === 'submitted') {
    return <Navigate to={paths.examReview.to(attemptId)} replace />;
  }
  return <Runner attempt={attempt.data} />;
}

type Answers = Record<number, AnswerInput | undefined>;

const isGiven = (answer: AnswerInput | undefined): answer is AnswerInput =>
  answer !== undefined &&
  ('options' in answer ? answer.options.length > 0 : String(answer.value).trim() !== '');

function Runner({ attempt }: { attempt: Attempt }) {
  const { t, i18n } = useTranslation('exams');
  const text = useBilingual();
  usePageTitle(text(attempt.exam.title));
  const navigate = useNavigate();
  const save = useSaveAnswer(attempt.id);
  const finish = useFinishAttempt(attempt.id);
  // Answers are marked and the time kept on the server: offline, the student cannot move on.
  const online = useOnline();
  const total = attempt.questions.length;
  const interactive = attempt.mode === 'interactive';

  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.position, a.answer ?? undefined])),
  );
  // What the server holds, to save only what changed.
  const saved = useRef<Answers>({ ...answers });
  const [feedback, setFeedback] = useState<Record<number, QuestionFeedback | null>>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.position, a.feedback])),
  );
  const firstOpen = attempt.answers.find((a) => !a.answer)?.position ?? 1;
  const [position, setPosition] = useState(firstOpen);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const question = attempt.questions[position - 1] as AttemptQuestion;
  const answer = answers[position];
  const marked = feedback[position] ?? null;

  const goTo = (next: number) => {
    setMissing(false);
    setConfirming(false);
    setPosition(next);
    headingRef.current?.focus();
  };

  /** Saves under way: finishing waits for them. */
  const saving = useRef(new Set<Promise<boolean>>());

  /** Saves the answer at `at` if it changed; false when the server refused it (said in a toast). */
  const saveAnswer = (at: number, given: AnswerInput | undefined): Promise<boolean> => {
    if (!isGiven(given) || JSON.stringify(given) === JSON.stringify(saved.current[at])) {
      return Promise.resolve(true);
    }
    const sent: Promise<boolean> = save
      .mutateAsync({ position: at, answer: given })
      .then(
        (reply) => {
          saved.current[at] = given;
          if (reply.feedback) setFeedback((all) => ({ ...all, [at]: reply.feedback }));
          return true;
        },
        (error: unknown) => {
          toastError(errorMessage(error, t('run.saveFailed')));
          return false;
        },
      )
      .finally(() => saving.current.delete(sent));
    saving.current.add(sent);
    return sent;
  };
  const saveCurrent = () => saveAnswer(position, answer);

  /**
   * Shows another question at once while the answer is saved: on a phone the tap answers in
   * a frame, not a round trip (issue 36). Should the server refuse the answer, the student is
   * brought back to it, told why, with the answer still chosen.
   */
  const moveTo = (next: number) => {
    const from = position;
    void saveCurrent().then((ok) => {
      if (!ok) goTo(from);
    });
    goTo(next);
  };

  const onNext = async () => {
    if (!isGiven(answer)) {
      setMissing(true);
      return;
    }
    // Interactive: the first Next marks the answer and shows why; the second moves on.
    if (interactive && marked === null) {
      await saveCurrent();
      return;
    }
    if (position < total) moveTo(position + 1);
  };

  const finishNow = useCallback(async () => {
    // Answers still on their way are kept before the attempt closes.
    await Promise.all(saving.current);
    try {
      await finish.mutateAsync();
    } catch {
      // Closed already (time up): the review reads the server's result either way.
    }
    navigate(paths.examReview.to(attempt.id), { replace: true });
  }, [finish, navigate, attempt.id]);

  const onFinish = async () => {
    if ((await Promise.all([saveCurrent(), ...saving.current])).includes(false)) return;
    const unanswered = attempt.questions.some((q) => !isGiven(answers[q.position]));
    if (unanswered && !confirming) {
      setConfirming(true);
      return;
    }
    await finishNow();
  };

  const language = toLanguage(i18n.resolvedLanguage);
  const locked = interactive && marked !== null;
  return (
    <div className="mx-auto grid w-full max-w-site gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_16rem] lg:px-8">
      <section aria-labelledby="question-heading" className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-teal-900">{text(attempt.exam.title)}</p>
          <Countdown
            deadline={attempt.deadline_at}
            serverNow={attempt.server_now}
            onTimeUp={finishNow}
          />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h1
            id="question-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-700 outline-none"
          >
            {t('run.question', { n: position, total })}
            <span className="ms-3 font-normal">{t('run.marks', { count: question.marks })}</span>
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-slate-900">
            <MathText text={text(question.stem)} />
          </p>
          {question.image_path && (
            <img
              src={question.image_path}
              alt={t('run.picture', { n: position })}
              className="mt-4 max-h-72 rounded-xl border border-slate-200 object-contain"
            />
          )}
          <div className="mt-5">
            <QuestionInput
              question={question}
              answer={answer}
              disabled={locked || save.isPending}
              onChange={(value) => {
                setMissing(false);
                setAnswers((all) => ({ ...all, [position]: value }));
              }}
              describedBy={missing ? 'missing-answer' : undefined}
            />
          </div>
          {missing && (
            <p id="missing-answer" role="alert" className="mt-4 font-semibold text-red-700">
              {translate(language, 'exams.select_answer')}
            </p>
          )}
          {interactive && marked && <FeedbackPanel question={question} feedback={marked} />}
        </div>
        <div>
          <OfflineNotice text={t('offline.start')} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => moveTo(position - 1)}
              disabled={position === 1}
              className={buttonClass('ghost')}
            >
              <ChevronRight aria-hidden="true" className="size-5 ltr:rotate-180" />
              {t('run.previous')}
            </button>
            <div className="flex flex-wrap gap-3">
              {position < total || (interactive && !marked) ? (
                <button
                  type="button"
                  onClick={onNext}
                  disabled={(interactive && save.isPending) || !online}
                  className={buttonClass('primary')}
                >
                  {t('run.next')}
                  <ChevronLeft aria-hidden="true" className="size-5 ltr:rotate-180" />
                </button>
              ) : null}
              <button
                type="button"
                onClick={onFinish}
                disabled={finish.isPending || !online}
                className={buttonClass(
                  position === total && (!interactive || marked) ? 'primary' : 'ghost',
                )}
              >
                <Flag aria-hidden="true" className="size-5" />
                {t('run.finish')}
              </button>
            </div>
          </div>
        </div>
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby="confirm-finish"
            className="rounded-xl bg-amber-50 p-4"
          >
            <p id="confirm-finish" className="text-slate-900">
              {t('run.confirmFinish')}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="button" onClick={finishNow} className={buttonClass('primary')}>
                {t('run.finish')}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={buttonClass('ghost')}
              >
                {t('run.keepGoing')}
              </button>
            </div>
          </div>
        )}
      </section>
      <nav
        aria-label={t('run.map')}
        className="h-fit rounded-2xl border border-slate-200 bg-white p-4"
      >
        <h2 className="mb-3 font-bold text-teal-950">{t('run.map')}</h2>
        <ol className="grid grid-cols-5 gap-2">
          {attempt.questions.map((q) => {
            const done = isGiven(answers[q.position]);
            const result = feedback[q.position];
            return (
              <li key={q.position}>
                <button
                  type="button"
                  onClick={() => moveTo(q.position)}
                  aria-current={q.position === position ? 'step' : undefined}
                  aria-label={`${t('run.question', { n: q.position, total })}${done ? `, ${t('run.answered')}` : ''}`}
                  className={cn(
                    'relative grid size-10 place-items-center rounded-lg border text-sm font-semibold',
                    q.position === position
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : done
                        ? 'border-teal-300 bg-teal-50 text-teal-900'
                        : 'border-slate-300 text-slate-800',
                  )}
                >
                  {q.position}
                  {result && (
                    <span className="absolute -end-1 -top-1 rounded-full bg-white">
                      {result.correct ? (
                        <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" />
                      ) : (
                        <XCircle aria-hidden="true" className="size-4 text-red-700" />
                      )}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
