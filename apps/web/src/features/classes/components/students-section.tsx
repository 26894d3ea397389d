import type { ClassView } from '@madrasa/contracts';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { EmptyState } from '@/shared/ui/query-states.tsx';
import { useRemoveStudent } from '../api/remove-student.ts';

type Student = ClassView['students'][number];

export const fullName = (student: Pick<Student, 'first_name' | 'last_name'>) =>
  `${student.first_name} ${student.last_name}`;

/** Who is in the class, since when; the teacher may remove a student. */
export function StudentsSection({ view }: { view: ClassView }) {
  const { t } = useTranslation('classes');
  const formatDate = useFormatDate();
  const [removing, setRemoving] = useState<Student | null>(null);
  const remove = useRemoveStudent(view.class.id);

  const confirm = async () => {
    if (!removing) return;
    try {
      toastSuccess(await remove.mutateAsync(removing.id));
      setRemoving(null);
    } catch (error) {
      toastError(errorMessage(error, t('students.removeFailed')));
    }
  };

  return (
    <section aria-labelledby="class-students">
      <h2 id="class-students" className="mb-4 text-2xl font-bold text-teal-950">
        {t('students.title', { count: view.students.length })}
      </h2>
      {view.students.length === 0 ? (
        <EmptyState>{t('students.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {view.students.map((student) => (
            <li key={student.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="flex-1 font-semibold text-slate-900">{fullName(student)}</span>
              <span className="text-sm text-slate-700">
                {t('students.joined', { date: formatDate(student.joined_at) })}
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'px-3 text-red-800 hover:bg-red-50')}
                disabled={view.class.archived_at !== null}
                aria-label={t('students.remove', { name: fullName(student) })}
                onClick={() => setRemoving(student)}
              >
                <UserMinus aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('students.removeTitle', { name: removing ? fullName(removing) : '' })}
        confirmLabel={t('students.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirm}
      >
        <p>{t('students.removeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
