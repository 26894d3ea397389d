import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDeleteMessage } from '../api/delete-message.ts';
import type { LogEntry } from '../lib/message-log.ts';

/** "Delete this message?": it keeps its place in the room, with no text, for everyone. */
export function DeleteDialog({
  classId,
  entry,
  by,
  onDeleted,
  onClose,
}: {
  classId: number;
  entry: LogEntry;
  by: 'author' | 'teacher';
  onDeleted: (id: number, by: 'author' | 'teacher') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const remove = useDeleteMessage(classId);
  const confirm = async () => {
    try {
      toastSuccess(await remove.mutateAsync(entry.id));
      onDeleted(entry.id, by);
      onClose();
    } catch (error) {
      toastError(errorMessage(error, t('delete.failed')));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <p>{t(by === 'teacher' ? 'delete.bodyTeacher' : 'delete.body')}</p>
      <blockquote
        dir="auto"
        className="rounded-lg bg-slate-100 px-3 py-2 text-start whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
      >
        {entry.body}
      </blockquote>
    </ConfirmDialog>
  );
}
