import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { useMuteStudent } from '../api/mutes.ts';

/** How long a teacher may mute a student for, in minutes (CHAT_LIMITS.muteMinutes holds them). */
const DURATIONS = { '15m': 15, '1h': 60, '1d': 24 * 60, '1w': 7 * 24 * 60 } as const;
type Duration = keyof typeof DURATIONS;

/** The teacher stops a student writing in the room for a while; the student still reads. */
export function MuteDialog({
  classId,
  student,
  onClose,
}: {
  classId: number;
  student: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const [duration, setDuration] = useState<Duration>('1h');
  const mute = useMuteStudent(classId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toastSuccess(
        await mute.mutateAsync({ student_id: student.id, minutes: DURATIONS[duration] }),
      );
      onClose();
    } catch (error) {
      toastError(errorMessage(error, t('mute.failed')));
    }
  };
  return (
    <FormDialog
      open
      title={t('mute.title')}
      busy={mute.isPending}
      busyLabel={t('mute.saving')}
      submitLabel={t('mute.submit')}
      onSubmit={submit}
      onOpenChange={(open) => !open && onClose()}
    >
      <p className="text-slate-700">
        {t('mute.lead')} <bdi className="font-semibold">{student.name}</bdi>
      </p>
      <ToggleButtons
        label={t('mute.for')}
        value={duration}
        onChange={setDuration}
        options={(Object.keys(DURATIONS) as Duration[]).map((value) => ({
          value,
          label: t(`mute.${value}`),
        }))}
      />
    </FormDialog>
  );
}
