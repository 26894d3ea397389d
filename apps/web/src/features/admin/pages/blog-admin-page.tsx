import type { Blog } from '@madrasa/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { useAdminBlogs } from '../api/list-blogs.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { BlogFormDialog } from '../components/blog-form-dialog.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { IconButton } from '../components/ui/icon-button.tsx';
import { ListView } from '../components/ui/list-view.tsx';

/** /admin/blog — the posts the public blog shows "By Admin". */
export function BlogAdminPage() {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const formatDate = useFormatDate();
  const query = useAdminBlogs();
  const posts = rowsOf(query.data);
  const [editing, setEditing] = useState<{ post: Blog | null } | null>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const remove = useDeleteBlog();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess((await remove.mutateAsync(deleting.id)).message);
      setDeleting(null);
    } catch (error) {
      toastError(errorMessage(error, t('delete.failed')));
    }
  };

  return (
    <AdminPageFrame
      title={t('nav.blog')}
      lead={t('blog.lead')}
      actions={
        <button
          type="button"
          onClick={() => setEditing({ post: null })}
          className={buttonClass('primary')}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('blog.add')}
        </button>
      }
    >
      <ListView query={query} count={posts.length} empty={t('blog.empty')}>
        <DataTable
          caption={t('nav.blog')}
          rows={posts}
          columns={[
            {
              key: 'image',
              header: t('columns.image'),
              cell: (post) =>
                post.image ? (
                  <img
                    src={fileUrl(post.image, 'admin')}
                    alt=""
                    className="aspect-[4/3] w-20 rounded-md object-cover"
                  />
                ) : (
                  <span className="text-slate-500">{t('columns.none')}</span>
                ),
            },
            {
              key: 'title',
              header: t('blog.title'),
              cell: (post) => <strong>{pick(post, 'title')}</strong>,
            },
            { key: 'topic', header: t('blog.topic'), cell: (post) => pick(post, 'topic') },
            { key: 'date', header: t('columns.date'), cell: (post) => formatDate(post.created_at) },
          ]}
          actions={{
            header: t('columns.actions'),
            cell: (post) => (
              <>
                <IconButton
                  icon={Pencil}
                  tone="primary"
                  label={t('actions.editNamed', { name: pick(post, 'title') })}
                  onClick={() => setEditing({ post })}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('actions.deleteNamed', { name: pick(post, 'title') })}
                  onClick={() => setDeleting(post)}
                />
              </>
            ),
          }}
        />
      </ListView>
      {editing && <BlogFormDialog post={editing.post} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting ? pick(deleting, 'title') : '' })}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <p>{t('delete.cannotUndo')}</p>
      </ConfirmDialog>
    </AdminPageFrame>
  );
}
