import type { AdminTeacherUpload } from '@madrasa/contracts';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDeleteTeacherUpload } from '../api/delete-teacher-upload.ts';
import { useTeacherUploads } from '../api/get-teacher-uploads.ts';
import { useSetUploadHidden } from '../api/set-upload-hidden.ts';
import { DataTable } from './ui/data-table.tsx';
import { IconButton } from './ui/icon-button.tsx';
import { ListView } from './ui/list-view.tsx';

/** A teacher's files, videos and exams; each can be hidden from the public or deleted. */
export function TeacherUploadsTable({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const query = useTeacherUploads(teacherId);
  const uploads = query.data ?? [];
  const hide = useSetUploadHidden();
  const remove = useDeleteTeacherUpload();
  const [deleting, setDeleting] = useState<AdminTeacherUpload | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await work()).message);
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
  };
  // The list is whole (one teacher's uploads), so it has no further pages.
  const listQuery = {
    ...query,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
  };

  return (
    <section aria-labelledby="teacher-uploads" className="space-y-3">
      <h2 id="teacher-uploads" className="text-xl font-bold text-teal-950">
        {t('uploads.title')}
      </h2>
      <ListView query={listQuery} count={uploads.length} empty={t('uploads.empty')}>
        <DataTable
          caption={t('uploads.title')}
          rows={uploads}
          rowKey={(upload) => `${upload.kind}-${upload.id}`}
          columns={[
            {
              key: 'kind',
              header: t('uploads.kind'),
              cell: (upload) => t(`uploads.kinds.${upload.kind}`),
            },
            {
              key: 'title',
              header: t('uploads.name'),
              cell: (upload) => (
                <a
                  href={fileUrl(upload.file_path, 'admin')}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  {upload.title}
                </a>
              ),
            },
            {
              key: 'state',
              header: t('uploads.state'),
              cell: (upload) =>
                upload.hidden ? (
                  <span className="font-semibold text-amber-800">{t('uploads.hidden')}</span>
                ) : (
                  t('uploads.shown')
                ),
            },
            {
              key: 'date',
              header: t('columns.date'),
              cell: (upload) => formatDate(upload.created_at),
            },
          ]}
          actions={{
            header: t('columns.actions'),
            cell: (upload) => (
              <>
                <IconButton
                  icon={upload.hidden ? Eye : EyeOff}
                  label={t(upload.hidden ? 'uploads.show' : 'uploads.hide', { name: upload.title })}
                  disabled={hide.isPending}
                  onClick={() =>
                    run(() =>
                      hide.mutateAsync({
                        kind: upload.kind,
                        id: upload.id,
                        hidden: !upload.hidden,
                      }),
                    )
                  }
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('actions.deleteNamed', { name: upload.title })}
                  onClick={() => setDeleting(upload)}
                />
              </>
            ),
          }}
        />
      </ListView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          run(async () => {
            const reply = await remove.mutateAsync({ kind: deleting.kind, id: deleting.id });
            setDeleting(null);
            return reply;
          })
        }
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <p>{t('uploads.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}
