import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { useDeleteTeacherUpload } from '../api/delete-teacher-upload.ts';
import type { UploadKind } from '../api/upload-kinds.ts';
import { useSessionExpiry } from '../hooks/use-session-expiry.ts';
import { uploadFailureText } from '../lib/failure-text.ts';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const DELETED = {
  file: 'profiles.file_deleted',
  lesson: 'profiles.video_deleted',
  exam: 'profiles.exam_deleted',
} as const;

/** Delete, after a confirmation dialog that names what goes; the dialog stays open while it runs. */
export function DeleteUploadButton({
  kind,
  id,
  name,
}: {
  kind: UploadKind;
  id: number;
  name: string;
}) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeacherUpload(kind);
  const expire = useSessionExpiry();

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: (text) => {
        toastSuccess(text || message(DELETED[kind]));
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (!expire(error)) toastError(uploadFailureText(t('list.deleteFailed'), error));
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger className={`${BUTTON} px-4 text-red-800 hover:bg-red-50`}>
        <Trash2 aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{t('list.delete')}</span>
        <span className="sr-only">{t('list.deleteName', { name })}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 p-4">
          <AlertDialog.Content className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl outline-none">
            <AlertDialog.Title className="text-xl font-bold text-teal-950">
              {t('delete.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-slate-700">
              {t('delete.body', { name })}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel disabled={remove.isPending} className={buttonClass('secondary')}>
                {t('delete.cancel')}
              </AlertDialog.Cancel>
              <button
                type="button"
                onClick={confirm}
                disabled={remove.isPending}
                className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
              >
                {t('delete.confirm')}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
