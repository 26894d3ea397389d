import type { AdminQuestion, HandledFilter } from '@madrasa/contracts';
import { CheckCheck, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useAdminQuestions } from '../api/list-questions.ts';
import { useMarkAnswered } from '../api/mark-answered.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { IconButton } from '../components/ui/icon-button.tsx';
import { ListView } from '../components/ui/list-view.tsx';

type Student = AdminQuestion['student'];

/** /admin/questions — what students asked through the chatbot, by grade or student. */
export function QuestionsAdminPage() {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const formatDate = useFormatDate();
  const grades = useGrades();
  const [status, setStatus] = useState<HandledFilter>('open');
  const [gradeId, setGradeId] = useState<number>();
  const [student, setStudent] = useState<Student>();
  const query = useAdminQuestions({ status, grade_id: gradeId, student_id: student?.id });
  const questions = rowsOf(query.data);
  const mark = useMarkAnswered();

  const toggle = async (question: AdminQuestion) => {
    try {
      const reply = await mark.mutateAsync({
        id: question.id,
        answered: question.answered_at === null,
      });
      toastSuccess(reply.message);
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
  };
  const nameOf = (who: Student) => `${who.first_name} ${who.last_name}`;

  return (
    <AdminPageFrame title={t('nav.questions')} lead={t('questions.lead')}>
      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <ToggleButtons
          look="segmented"
          label={t('questions.show')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: t('questions.open') },
            { value: 'done', label: t('questions.done') },
            { value: 'all', label: t('questions.all') },
          ]}
        />
        <SelectField
          compact
          label={t('fields.grade')}
          placeholder={t('filters.allGrades')}
          value={gradeId ?? ''}
          options={(grades.data ?? []).map((grade) => ({
            value: grade.id,
            label: pick(grade, 'name'),
          }))}
          onChange={({ target: { value } }) => setGradeId(value ? Number(value) : undefined)}
          className="min-w-48"
        />
        {student && (
          <button
            type="button"
            onClick={() => setStudent(undefined)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-teal-50 px-4 font-medium text-teal-900 hover:bg-teal-100"
          >
            {t('questions.onlyStudent', { name: nameOf(student) })}
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('questions.clearStudent')}</span>
          </button>
        )}
      </div>
      <ListView query={query} count={questions.length} empty={t('questions.empty')}>
        <DataTable
          caption={t('nav.questions')}
          rows={questions}
          columns={[
            {
              key: 'student',
              header: t('questions.student'),
              cell: (question) => (
                <button
                  type="button"
                  onClick={() => setStudent(question.student)}
                  className="text-start font-semibold text-teal-800 underline underline-offset-2"
                  aria-label={t('questions.filterStudent', { name: nameOf(question.student) })}
                >
                  {nameOf(question.student)}
                </button>
              ),
            },
            {
              key: 'grade',
              header: t('fields.grade'),
              cell: (question) =>
                question.grade ? pick(question.grade, 'name') : t('columns.none'),
            },
            {
              key: 'question',
              header: t('questions.question'),
              cell: (question) => (
                <p dir="auto" className="max-w-md whitespace-pre-line">
                  {question.question}
                </p>
              ),
            },
            {
              key: 'date',
              header: t('columns.date'),
              cell: (question) => formatDate(question.created_at),
            },
            {
              key: 'state',
              header: t('uploads.state'),
              cell: (question) =>
                t(question.answered_at ? 'questions.answered' : 'questions.waiting'),
            },
          ]}
          actions={{
            header: t('columns.actions'),
            cell: (question) => (
              <IconButton
                icon={question.answered_at ? RotateCcw : CheckCheck}
                tone={question.answered_at ? 'neutral' : 'primary'}
                disabled={mark.isPending}
                label={t(question.answered_at ? 'questions.markOpen' : 'questions.markAnswered', {
                  name: nameOf(question.student),
                })}
                onClick={() => toggle(question)}
              />
            ),
          }}
        />
      </ListView>
    </AdminPageFrame>
  );
}
