import { type ClassView, SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { EmptyState } from '@/shared/ui/query-states.tsx';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';

type ViewAssignment = ClassView['assignments'][number];

/** The class's work: each item with its dates, how many did it and the average score. */
export function AssignmentsSection({ view }: { view: ClassView }) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const classId = view.class.id;
  const archived = view.class.archived_at !== null;
  // Which assignment the dialog edits (null: new work); undefined while it is closed.
  const [editing, setEditing] = useState<ViewAssignment | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ViewAssignment | null>(null);
  const remove = useDeleteAssignment(classId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess(await remove.mutateAsync(deleting.id));
      setDeleting(null);
    } catch (error) {
      toastError(errorMessage(error, t('assignments.deleteFailed')));
    }
  };

  return (
    <section aria-labelledby="class-assignments">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-assignments" className="text-2xl font-bold text-teal-950">
          {t('assignments.title')}
        </h2>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={archived}
          onClick={() => setEditing(null)}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('assign.open')}
        </button>
      </div>
      {view.assignments.length === 0 ? (
        <EmptyState>{t('assignments.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {view.assignments.map((assignment) => {
            const title = pick(assignment.item, 'title');
            return (
              <li
                key={assignment.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-teal-800">
                    {t(`kind.${assignment.item.kind}`)}
                  </p>
                  <h3 className="font-bold text-teal-950">{title}</h3>
                  <p className="text-sm text-slate-700">
                    {t('assignments.opens', { date: formatDate(assignment.opens_at) })} ·{' '}
                    <strong className="font-semibold text-slate-900">
                      {t('assignments.due', { date: formatDate(assignment.due_at) })}
                    </strong>
                  </p>
                  {assignment.note && (
                    <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-700">
                      {assignment.note}
                    </p>
                  )}
                </div>
                <p className="text-sm text-slate-800 sm:text-end">
                  {t('assignments.done', {
                    done: assignment.done,
                    total: view.students.length,
                  })}
                  {assignment.average_percent !== null && (
                    <>
                      <br />
                      {t('assignments.average', {
                        percent: Math.round(assignment.average_percent),
                      })}
                    </>
                  )}
                </p>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={buttonClass('ghost', 'px-3')}
                    disabled={archived}
                    aria-label={t('assignments.edit', { title })}
                    onClick={() => setEditing(assignment)}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'px-3 text-red-800 hover:bg-red-50')}
                    disabled={archived}
                    aria-label={t('assignments.delete', { title })}
                    onClick={() => setDeleting(assignment)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== undefined && (
        <AssignmentDialog
          key={editing?.id ?? 'new'}
          classId={classId}
          editing={editing}
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('assignments.deleteTitle')}
        confirmLabel={t('assignments.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>
          {t('assignments.deleteBody', {
            title: deleting ? pick(deleting.item, 'title') : '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
