import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { useDistributorReport } from '../api/card-batches.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { useBatchText } from './use-batch-text.ts';

/** Per distributor: batches, cards printed, activated and voided, and the activated value. */
export function DistributorReport() {
  const { t } = useTranslation('admin');
  const report = useDistributorReport();
  const text = useBatchText();
  return (
    <section aria-labelledby="distributor-report" className="space-y-3">
      <h2 id="distributor-report" className="text-xl font-bold text-teal-950">
        {t('cardBatches.report')}
      </h2>
      <QueryFallback query={report} failed={t('list.failed')} />
      {report.data && (
        <DataTable
          caption={t('cardBatches.report')}
          rows={report.data.map((row) => ({ ...row, id: row.distributor }))}
          columns={[
            {
              key: 'distributor',
              header: t('cardBatches.distributor'),
              cell: (row) => <bdi>{row.distributor}</bdi>,
            },
            { key: 'batches', header: t('cardBatches.batches'), cell: (row) => row.batches },
            { key: 'cards', header: t('cardBatches.printed'), cell: (row) => row.cards },
            { key: 'activated', header: t('cardBatches.activated'), cell: (row) => row.activated },
            { key: 'voided', header: t('cardBatches.voided'), cell: (row) => row.voided },
            {
              key: 'value',
              header: t('cardBatches.value'),
              cell: (row) => text.price(row.activated_value_fils),
            },
          ]}
        />
      )}
    </section>
  );
}
