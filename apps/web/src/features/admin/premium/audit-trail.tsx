import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { rowsOf } from '../api/admin-list.ts';
import { useCardAudit } from '../api/card-batches.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { ListView } from '../components/ui/list-view.tsx';

/** Who made, exported, voided or redeemed cards, newest first; one batch's when named. */
export function AuditTrail({ batchId }: { batchId?: number }) {
  const { t } = useTranslation('admin');
  const query = useCardAudit(batchId);
  const entries = rowsOf(query.data);
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="card-audit" className="space-y-3">
      <h2 id="card-audit" className="text-xl font-bold text-teal-950">
        {t('cardBatches.audit')}
      </h2>
      <ListView query={query} count={entries.length} empty={t('cardBatches.auditEmpty')}>
        <DataTable
          caption={t('cardBatches.audit')}
          rows={entries}
          columns={[
            { key: 'at', header: t('cardBatches.when'), cell: (entry) => formatDate(entry.at) },
            {
              key: 'action',
              header: t('cardBatches.action'),
              cell: (entry) => t(`cardBatches.actions.${entry.action}`),
            },
            {
              key: 'actor',
              header: t('cardBatches.who'),
              cell: (entry) =>
                entry.actor ? <bdi>{entry.actor.name}</bdi> : t('cardBatches.deletedAccount'),
            },
            {
              key: 'what',
              header: t('cardBatches.what'),
              cell: (entry) =>
                entry.card_serial === null
                  ? t('cardBatches.batchNumber', { id: entry.batch_id })
                  : t('cardBatches.cardOfBatch', { serial: entry.card_serial, id: entry.batch_id }),
            },
          ]}
        />
      </ListView>
    </section>
  );
}
