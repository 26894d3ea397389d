import type { BankQuestion } from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, FileUp, ImageIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { MathText } from '@/shared/ui/math-text.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import {
  type AuthoredExam,
  type AuthoringHost,
  authoringKeys,
  deleteExam,
  deleteQuestion,
  listAuthoredExams,
  listBank,
  type Scope,
} from './authoring-api.ts';
import { ExamFormDialog } from './exam-form-dialog.tsx';
import { ExamStatsDialog } from './exam-stats-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { QuestionFormDialog } from './question-form-dialog.tsx';
import { completeScope, type ScopeChoice, ScopePicker } from './scope-picker.tsx';

type Open =
  | { dialog: 'question'; question: BankQuestion | null }
  | { dialog: 'import' }
  | { dialog: 'exam'; exam: AuthoredExam | null }
  | { dialog: 'stats'; exam: AuthoredExam }
  | { dialog: 'delete-question'; question: BankQuestion }
  | { dialog: 'delete-exam'; exam: AuthoredExam }
  | null;

/** A host's numbers on its exams (the teacher's upload-stats), by exam id. */
export type ExamNumbers = ReadonlyMap<number, { attempts: number; average_percent: number | null }>;

/**
 * The question bank and exams of one subject and semester, for editors (the admin console)
 * and teachers (their profile): write, import, edit and delete questions; build exams from
 * them, publish them, and see how they went. `examNumbers`, when the host has them, show
 * each exam's submitted attempts and average in its row.
 */
export function ExamAuthoring({
  host,
  examNumbers,
}: {
  host: AuthoringHost;
  examNumbers?: ExamNumbers;
}) {
  const { t } = useTranslation('authoring');
  const [choice, setChoice] = useState<ScopeChoice>({ semester: 'first' });
  const scope = completeScope(choice);
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('intro')}</p>
      <ScopePicker value={choice} onChange={setChoice} />
      {scope ? (
        <ScopeWork
          key={`${scope.subjectId}-${scope.semester}`}
          host={host}
          scope={scope}
          examNumbers={examNumbers}
        />
      ) : (
        <EmptyState>{t('scope.pick')}</EmptyState>
      )}
    </div>
  );
}

function ScopeWork({
  host,
  scope,
  examNumbers,
}: {
  host: AuthoringHost;
  scope: Scope;
  examNumbers?: ExamNumbers;
}) {
  const { t } = useTranslation('authoring');
  const bilingual = useBilingual();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'questions' | 'exams'>('questions');
  const [open, setOpen] = useState<Open>(null);
  const bank = useQuery({
    queryKey: authoringKeys.bank(host, scope),
    queryFn: ({ signal }) => listBank(host, scope, signal),
  });
  const exams = useQuery({
    queryKey: authoringKeys.exams(host, scope),
    queryFn: ({ signal }) => listAuthoredExams(host, scope, signal),
  });
  const close = () => setOpen(null);
  const remove = useMutation({
    mutationFn: (target: Open) =>
      target?.dialog === 'delete-question'
        ? deleteQuestion(host, target.question.id)
        : target?.dialog === 'delete-exam'
          ? deleteExam(host, target.exam.id)
          : Promise.reject(new Error('nothing to delete')),
    onSuccess: async (reply) => {
      toastSuccess(reply.message);
      close();
      await queryClient.invalidateQueries({ queryKey: [host.queryRoot] });
    },
    onError: (error) => toastError(errorMessage(error, t('failed'))),
  });
  const questions = bank.data ?? [];
  const numberOf = (question: BankQuestion) => questions.indexOf(question) + 1;

  return (
    <div className="space-y-4">
      <ToggleButtons
        look="segmented"
        label={t('tabs.label')}
        value={view}
        onChange={setView}
        options={[
          { value: 'questions', label: t('tabs.questions', { count: questions.length }) },
          { value: 'exams', label: t('tabs.exams', { count: exams.data?.length ?? 0 }) },
        ]}
      />
      {view === 'questions' ? (
        <section
          aria-label={t('tabs.questions', { count: questions.length })}
          className="space-y-3"
        >
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setOpen({ dialog: 'question', question: null })}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('questions.add')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setOpen({ dialog: 'import' })}
            >
              <FileUp aria-hidden="true" className="size-5" />
              {t('questions.import')}
            </button>
          </div>
          <QueryList query={bank} failed={t('questions.loadFailed')} empty={t('questions.empty')}>
            <ol className="space-y-2">
              {questions.map((question, index) => (
                <li
                  key={question.id}
                  className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
                >
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-teal-50 font-bold text-teal-800">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-slate-900">
                      <MathText text={bilingual(question.stem)} />
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                      <span>{t(`kind.${question.kind}`)}</span>
                      <span>{t(`difficulty.${question.difficulty}`)}</span>
                      <span>
                        {t('form.marks')}: {question.marks}
                      </span>
                      {question.image_path && (
                        <span className="inline-flex items-center gap-1">
                          <ImageIcon aria-hidden="true" className="size-4" />
                          {t('questions.picture')}
                        </span>
                      )}
                    </p>
                  </div>
                  <RowButton
                    label={t('questions.edit', { number: index + 1 })}
                    onClick={() => setOpen({ dialog: 'question', question })}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </RowButton>
                  <RowButton
                    danger
                    label={t('questions.delete', { number: index + 1 })}
                    onClick={() => setOpen({ dialog: 'delete-question', question })}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </RowButton>
                </li>
              ))}
            </ol>
          </QueryList>
        </section>
      ) : (
        <section
          aria-label={t('tabs.exams', { count: exams.data?.length ?? 0 })}
          className="space-y-3"
        >
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setOpen({ dialog: 'exam', exam: null })}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('exams.add')}
          </button>
          <QueryList query={exams} failed={t('exams.loadFailed')} empty={t('exams.empty')}>
            <ul className="space-y-2">
              {exams.data?.map((exam) => {
                const title = bilingual(exam.title);
                const numbers = examNumbers?.get(exam.id);
                return (
                  <li
                    key={exam.id}
                    className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">{title}</p>
                      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
                        <span className={exam.published ? 'font-semibold text-teal-800' : ''}>
                          {exam.published ? t('exams.published') : t('exams.draft')}
                        </span>
                        <span>
                          {t('exams.questions', { count: exam.question_count })}
                          {exam.draw && ` (${t('exams.drawn')})`}
                        </span>
                        <span>{t('exams.minutes', { count: exam.duration_minutes })}</span>
                      </p>
                      {numbers && (
                        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-teal-900">
                          <span>{t('exams.submitted', { number: numbers.attempts })}</span>
                          {numbers.average_percent !== null && (
                            <span>
                              {t('exams.averageScore', {
                                percent: Math.round(numbers.average_percent),
                              })}
                            </span>
                          )}
                        </p>
                      )}
                    </div>
                    <RowButton
                      label={t('exams.stats', { title })}
                      onClick={() => setOpen({ dialog: 'stats', exam })}
                    >
                      <BarChart3 aria-hidden="true" className="size-5" />
                    </RowButton>
                    <RowButton
                      label={t('exams.edit', { title })}
                      onClick={() => setOpen({ dialog: 'exam', exam })}
                    >
                      <Pencil aria-hidden="true" className="size-5" />
                    </RowButton>
                    <RowButton
                      danger
                      label={t('exams.delete', { title })}
                      onClick={() => setOpen({ dialog: 'delete-exam', exam })}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </RowButton>
                  </li>
                );
              })}
            </ul>
          </QueryList>
        </section>
      )}

      {open?.dialog === 'question' && (
        <QuestionFormDialog host={host} scope={scope} question={open.question} onClose={close} />
      )}
      {open?.dialog === 'import' && <ImportDialog host={host} scope={scope} onClose={close} />}
      {open?.dialog === 'exam' && (
        <ExamFormDialog
          host={host}
          scope={scope}
          exam={open.exam}
          bank={questions}
          onClose={close}
        />
      )}
      {open?.dialog === 'stats' && (
        <ExamStatsDialog
          host={host}
          exam={open.exam}
          numberOf={(id) => {
            const question = questions.find((item) => item.id === id);
            return question ? numberOf(question) : null;
          }}
          onClose={close}
        />
      )}
      {(open?.dialog === 'delete-question' || open?.dialog === 'delete-exam') && (
        <ConfirmDialog
          open
          title={
            open.dialog === 'delete-question'
              ? t('questions.confirmDelete')
              : t('exams.confirmDelete')
          }
          confirmLabel={
            open.dialog === 'delete-question'
              ? t('questions.delete', { number: numberOf(open.question) })
              : t('exams.delete', { title: bilingual(open.exam.title) })
          }
          busy={remove.isPending}
          onConfirm={() => remove.mutate(open)}
          onOpenChange={(next) => !next && close()}
        >
          <p>
            {open.dialog === 'delete-question'
              ? t('questions.confirmDeleteBody')
              : t('exams.confirmDeleteBody')}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function RowButton({
  label,
  danger,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`grid size-11 shrink-0 place-items-center rounded-full ${danger ? 'text-red-700 hover:bg-red-50' : 'text-teal-800 hover:bg-teal-50'}`}
    >
      {children}
    </button>
  );
}

function QueryList({
  query,
  failed,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: unknown[] | undefined;
    refetch: () => unknown;
  };
  failed: string;
  empty: string;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState message={errorMessage(query.error, failed)} onRetry={() => query.refetch()} />
    );
  if (!query.data?.length) return <EmptyState>{empty}</EmptyState>;
  return <>{children}</>;
}
