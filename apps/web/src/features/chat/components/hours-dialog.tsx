import { type ChatRoom, chatSettingsSchema } from '@madrasa/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useSaveSettings } from '../api/save-settings.ts';
import { MutedStudents } from './muted-students.tsx';

/**
 * The room's settings for its teacher: the hours students may write in (Amman time; empty
 * for always), and the students muted now, each with a way to let them write again.
 */
export function HoursDialog({ room, onClose }: { room: ChatRoom; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { errorText } = useMessage();
  const [from, setFrom] = useState(room.settings.open_from ?? '');
  const [until, setUntil] = useState(room.settings.open_until ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveSettings(room.class_id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const settings = { open_from: from || null, open_until: until || null };
    const checked = chatSettingsSchema.safeParse(settings);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      toastSuccess(await save.mutateAsync(checked.data));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, [first]]) => [key, first])),
        );
      } else toastError(errorMessage(error, t('hours.failed')));
    }
  };
  return (
    <FormDialog
      open
      title={t('hours.title')}
      busy={save.isPending}
      busyLabel={t('hours.saving')}
      onSubmit={submit}
      onOpenChange={(open) => !open && onClose()}
    >
      <p className="text-slate-700">{t('hours.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          type="time"
          label={t('hours.from')}
          value={from}
          error={errorText(errors.open_from)}
          onChange={(event) => setFrom(event.target.value)}
        />
        <InputField
          type="time"
          label={t('hours.until')}
          value={until}
          error={errorText(errors.open_until)}
          onChange={(event) => setUntil(event.target.value)}
        />
      </div>
      <button
        type="button"
        onClick={() => {
          setFrom('');
          setUntil('');
        }}
        className="font-semibold text-teal-800 underline"
      >
        {t('hours.always')}
      </button>
      <MutedStudents classId={room.class_id} />
    </FormDialog>
  );
}
