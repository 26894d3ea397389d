import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { rowsOf } from '../api/admin-list.ts';
import { useCardBatches } from '../api/card-batches.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { ListView } from '../components/ui/list-view.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { AuditTrail } from './audit-trail.tsx';
import { CreateBatchDialog } from './create-batch-dialog.tsx';
import { DistributorReport } from './distributor-report.tsx';
import { useBatchText } from './use-batch-text.ts';

/**
 * /admin/cards: the batches of activation cards, newest first, with what each unlocks and
 * how many were activated; a new batch; the report per distributor and the audit trail.
 */
export function CardBatchesAdminPage() {
  const { t } = useTranslation('admin');
  const query = useCardBatches();
  const batches = rowsOf(query.data);
  const text = useBatchText();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <AdminPageFrame
      title={t('nav.cards')}
      lead={t('cardBatches.lead')}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('cardBatches.new')}
        </button>
      }
    >
      <ListView query={query} count={batches.length} empty={t('cardBatches.empty')}>
        <DataTable
          caption={t('cardBatches.caption')}
          rows={batches}
          columns={[
            {
              key: 'id',
              header: t('cardBatches.batch'),
              cell: (batch) => (
                <Link
                  to={adminPaths.cardBatch(batch.id)}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                >
                  {t('cardBatches.batchNumber', { id: batch.id })}
                </Link>
              ),
            },
            { key: 'scope', header: t('cardBatches.unlocks'), cell: (batch) => text.scope(batch) },
            {
              key: 'distributor',
              header: t('cardBatches.distributor'),
              cell: (batch) => <bdi>{batch.distributor}</bdi>,
            },
            {
              key: 'price',
              header: t('cardBatches.priceColumn'),
              cell: (batch) => text.price(batch.price_fils),
            },
            { key: 'cards', header: t('cardBatches.printed'), cell: (batch) => batch.cards },
            {
              key: 'activated',
              header: t('cardBatches.activated'),
              cell: (batch) => batch.activated,
            },
            { key: 'voided', header: t('cardBatches.voided'), cell: (batch) => batch.voided },
            {
              key: 'created',
              header: t('cardBatches.created'),
              cell: (batch) => formatDate(batch.created_at),
            },
            {
              key: 'voidedAt',
              header: t('cardBatches.voidedAt'),
              cell: (batch) => (batch.voided_at ? formatDate(batch.voided_at) : '—'),
            },
          ]}
        />
      </ListView>
      <DistributorReport />
      <AuditTrail />
      {creating && (
        <CreateBatchDialog
          open
          onOpenChange={setCreating}
          onCreated={(batch) => navigate(adminPaths.cardBatch(batch.id))}
        />
      )}
    </AdminPageFrame>
  );
}
