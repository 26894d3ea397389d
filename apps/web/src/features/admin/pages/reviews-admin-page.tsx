import type { AdminReview, ReviewQueue } from '@madrasa/contracts';
import { Check, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useDecideReview } from '../api/decide-review.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useAdminReviews } from '../api/list-reviews.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { IconButton } from '../components/ui/icon-button.tsx';
import { ListView } from '../components/ui/list-view.tsx';

/**
 * /admin/reviews — visitors' reviews wait here (`not_Allowed`) until approved; approved
 * ones can be withdrawn; either can be deleted.
 */
export function ReviewsAdminPage() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const [queue, setQueue] = useState<ReviewQueue>('pending');
  const query = useAdminReviews(queue);
  const reviews = rowsOf(query.data);
  const decide = useDecideReview();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await work()).message);
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
  };

  return (
    <AdminPageFrame title={t('nav.reviews')} lead={t('reviews.lead')}>
      <ToggleButtons
        look="segmented"
        label={t('reviews.queue')}
        value={queue}
        onChange={setQueue}
        options={[
          { value: 'pending', label: t('reviews.pending') },
          { value: 'published', label: t('reviews.published') },
        ]}
      />
      <ListView
        query={query}
        count={reviews.length}
        empty={t(queue === 'pending' ? 'reviews.emptyPending' : 'reviews.emptyPublished')}
      >
        <DataTable
          caption={t(queue === 'pending' ? 'reviews.pending' : 'reviews.published')}
          rows={reviews}
          columns={[
            {
              key: 'reviewer',
              header: t('reviews.reviewer'),
              cell: (review) => (
                <span className="flex flex-col">
                  <strong>{review.full_name}</strong>
                  <span dir="ltr" className="text-start text-xs text-slate-600 rtl:text-end">
                    {review.email}
                  </span>
                </span>
              ),
            },
            {
              key: 'teacher',
              header: t('reviews.teacher'),
              cell: (review) => (
                <Link
                  to={paths.teacherDetails.to(review.teacher_id)}
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  {review.teacher_name}
                </Link>
              ),
            },
            {
              key: 'comment',
              header: t('reviews.comment'),
              cell: (review) => (
                <p dir="auto" className="max-w-md whitespace-pre-line">
                  {review.comment}
                </p>
              ),
            },
            {
              key: 'date',
              header: t('columns.date'),
              cell: (review) => formatDate(review.created_at),
            },
          ]}
          actions={{
            header: t('columns.actions'),
            cell: (review) => (
              <>
                {review.permissions_to_publish === 'not_Allowed' ? (
                  <IconButton
                    icon={Check}
                    tone="primary"
                    disabled={decide.isPending}
                    label={t('reviews.approve', { name: review.full_name })}
                    onClick={() =>
                      run(() =>
                        decide.mutateAsync({ id: review.id, permissions_to_publish: 'Allowed' }),
                      )
                    }
                  />
                ) : (
                  <IconButton
                    icon={Undo2}
                    disabled={decide.isPending}
                    label={t('reviews.withdraw', { name: review.full_name })}
                    onClick={() =>
                      run(() =>
                        decide.mutateAsync({
                          id: review.id,
                          permissions_to_publish: 'not_Allowed',
                        }),
                      )
                    }
                  />
                )}
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('reviews.delete', { name: review.full_name })}
                  onClick={() => setDeleting(review)}
                />
              </>
            ),
          }}
        />
      </ListView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('reviews.deleteTitle', { name: deleting?.full_name ?? '' })}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          run(async () => {
            const reply = await remove.mutateAsync(deleting.id);
            setDeleting(null);
            return reply;
          })
        }
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <p>{t('delete.cannotUndo')}</p>
      </ConfirmDialog>
    </AdminPageFrame>
  );
}
