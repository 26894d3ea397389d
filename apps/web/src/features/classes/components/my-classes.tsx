import type { MemberClass } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { useMyClasses } from '../api/get-my-classes.ts';
import { useLeaveClass } from '../api/leave-class.ts';
import { useSubjectLine } from './class-card.tsx';

/** The classes the student is in, with each teacher's name; leaving asks first. */
export function MyClasses() {
  const { t } = useTranslation('classes');
  const classes = useMyClasses();
  const formatDate = useFormatDate();
  const subjectLine = useSubjectLine();
  const [leaving, setLeaving] = useState<MemberClass | null>(null);
  const leave = useLeaveClass();

  const confirm = async () => {
    if (!leaving) return;
    try {
      toastSuccess(await leave.mutateAsync(leaving.id));
      setLeaving(null);
    } catch (error) {
      toastError(errorMessage(error, t('mine.leaveFailed')));
    }
  };

  return (
    <section aria-labelledby="my-classes">
      <h2 id="my-classes" className="mb-4 text-2xl font-bold text-teal-950">
        {t('mine.title')}
      </h2>
      <QueryFallback query={classes} failed={t('mine.loadFailed')} />
      {classes.data?.length === 0 && (
        <p className="rounded-2xl bg-slate-50 px-6 py-8 text-center text-slate-700">
          {t('mine.empty')}
        </p>
      )}
      {classes.data && classes.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {classes.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h3 className="font-bold text-teal-950">{item.name}</h3>
              <p className="text-sm text-slate-700">{subjectLine(item.subject)}</p>
              <p className="text-sm text-slate-800">
                {t('mine.teacher', {
                  name: `${item.teacher.first_name} ${item.teacher.last_name}`,
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t('mine.since', { date: formatDate(item.joined_at) })}
              </p>
              <button
                type="button"
                className={buttonClass('ghost', '-ms-3 mt-1 self-start')}
                aria-label={t('mine.leaveNamed', { name: item.name })}
                onClick={() => setLeaving(item)}
              >
                {t('mine.leave')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('mine.leaveTitle', { name: leaving?.name ?? '' })}
        confirmLabel={t('mine.leaveConfirm')}
        busy={leave.isPending}
        onConfirm={confirm}
      >
        <p>{t('mine.leaveBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
