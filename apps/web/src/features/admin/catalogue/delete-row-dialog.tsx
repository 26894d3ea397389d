import type { AdminCatalogueTable } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useDeleteCatalogueRow } from '../api/delete-catalogue-row.ts';
import { useDependents } from '../api/get-dependents.ts';
import type { CatalogueRow } from './catalogue-row.ts';
import { TABLE_CONFIG } from './table-config.ts';

const COUNT_LABELS = {
  units: 'dependents.units',
  unit_lessons: 'dependents.unit_lessons',
  lessons: 'dependents.lessons',
  worksheets: 'dependents.worksheets',
  exams: 'dependents.exams',
  summaries: 'dependents.summaries',
  teacher_guides: 'dependents.teacher_guides',
} as const;

/**
 * Confirms a delete. For a subject or unit it first shows what would go with it (units,
 * lessons, files); confirming then deletes those too (`cascade`), so nothing is left
 * pointing at a row that is gone.
 */
export function DeleteRowDialog({
  table,
  row,
  onClose,
}: {
  table: AdminCatalogueTable;
  row: CatalogueRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const parentTable = TABLE_CONFIG[table].dependents;
  const dependents = useDependents(parentTable ?? 'subjects', parentTable ? row.id : null);
  const remove = useDeleteCatalogueRow();
  const total = dependents.data?.total ?? 0;
  const counts = Object.entries(dependents.data?.counts ?? {}).filter(([, count]) => count > 0);

  const confirm = async () => {
    try {
      const reply = await remove.mutateAsync({ table, id: row.id, cascade: total > 0 });
      toastSuccess(reply.message);
      onClose();
    } catch (error) {
      toastError(errorMessage(error, t('delete.failed')));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('delete.title', { name: pick(row, 'name') })}
      confirmLabel={t(total > 0 ? 'delete.confirmAll' : 'delete.confirm')}
      busy={remove.isPending || (parentTable !== undefined && dependents.isPending)}
      onConfirm={confirm}
      onOpenChange={(open) => !open && onClose()}
    >
      {parentTable && dependents.isPending ? (
        <p className="flex items-center gap-2">
          <Spinner className="size-5" /> {t('delete.checking')}
        </p>
      ) : total > 0 ? (
        <>
          <p>{t('delete.withChildren')}</p>
          <ul className="list-disc space-y-1 ps-6">
            {counts.map(([name, count]) => (
              <li key={name}>
                {t(COUNT_LABELS[name as keyof typeof COUNT_LABELS] ?? 'dependents.other')}:{' '}
                <strong>{count}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('delete.cannotUndo')}</p>
      )}
    </ConfirmDialog>
  );
}
