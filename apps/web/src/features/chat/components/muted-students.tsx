import { SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { useMutes, useUnmuteStudent } from '../api/mutes.ts';

/** The students muted in the room now, until when (Amman time), and "Let write again". */
export function MutedStudents({ classId }: { classId: number }) {
  const { t } = useTranslation('chat');
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const mutes = useMutes(classId, true);
  const unmute = useUnmuteStudent(classId);
  const lift = async (studentId: number) => {
    try {
      toastSuccess(await unmute.mutateAsync(studentId));
    } catch (error) {
      toastError(errorMessage(error, t('mute.failed')));
    }
  };
  return (
    <section aria-labelledby="chat-muted" className="border-t border-slate-200 pt-4">
      <h3 id="chat-muted" className="font-bold text-teal-950">
        {t('mutes.title')}
      </h3>
      {mutes.isError && <p className="text-red-800">{t('mutes.failed')}</p>}
      {mutes.data?.length === 0 && <p className="text-slate-700">{t('mutes.none')}</p>}
      <ul className="mt-2 space-y-2">
        {mutes.data?.map((mute) => (
          <li key={mute.student.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <bdi className="font-semibold">
                {mute.student.first_name} {mute.student.last_name}
              </bdi>{' '}
              · {t('mutes.until', { time: formatDate(mute.until) })}
            </span>
            <button
              type="button"
              disabled={unmute.isPending}
              onClick={() => lift(mute.student.id)}
              className={buttonClass('ghost', 'min-h-10 text-sm')}
            >
              {t('mutes.lift')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
