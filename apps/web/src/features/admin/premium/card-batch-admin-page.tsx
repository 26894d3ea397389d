import { type Card, formatSchoolDate } from '@madrasa/contracts';
import { ArrowRight, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { rowsOf } from '../api/admin-list.ts';
import {
  type CardExport,
  useBatchCards,
  useCardBatch,
  useExportBatch,
  useVoidBatch,
  useVoidCard,
} from '../api/card-batches.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { ListView } from '../components/ui/list-view.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { AuditTrail } from './audit-trail.tsx';
import { useBatchText } from './use-batch-text.ts';

/**
 * /admin/cards/{id}: one batch, its printable sheet and codes to download, its cards by
 * serial (never their codes), voiding the batch or one card, and its audit trail.
 */
export function CardBatchAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const batchId = Number(useParams().id);
  const batch = useCardBatch(batchId);
  const text = useBatchText();
  const formatDate = useFormatDate();
  const exporting = useExportBatch(batchId);
  const voidBatch = useVoidBatch(batchId);
  const [confirming, setConfirming] = useState(false);

  const download = async (format: CardExport) => {
    try {
      await exporting.mutateAsync(format);
    } catch (error) {
      toastError(errorMessage(error, t('cardBatches.downloadFailed')));
    }
  };
  const confirmVoid = async () => {
    try {
      toastSuccess(await voidBatch.mutateAsync(undefined));
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
    setConfirming(false);
  };

  const title = t('cardBatches.batchNumber', { id: batchId });
  const data = batch.data;
  return (
    <AdminPageFrame
      title={title}
      lead={data && `${text.scope(data)} · ${data.distributor}`}
      actions={
        data && (
          <>
            {(['pdf', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                disabled={exporting.isPending}
                className={buttonClass('secondary')}
                onClick={() => download(format)}
              >
                <Download aria-hidden="true" className="size-5" />
                {t(`cardBatches.${format}`)}
              </button>
            ))}
            {!data.voided_at && (
              <button
                type="button"
                className={buttonClass('danger')}
                onClick={() => setConfirming(true)}
              >
                {t('cardBatches.void')}
              </button>
            )}
          </>
        )
      }
    >
      <Link to={adminPaths.cards} className={buttonClass('ghost', '-ms-3')}>
        <ArrowRight aria-hidden="true" className="size-5 ltr:rotate-180" />
        {t('cardBatches.back')}
      </Link>
      <QueryFallback query={batch} failed={t('list.failed')} />
      {data && (
        <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
          {[
            [t('cardBatches.days'), data.days],
            [t('cardBatches.priceColumn'), text.price(data.price_fils)],
            // The last day itself (its end, Amman time), not the moment it ends.
            [
              t('cardBatches.validUntil'),
              formatSchoolDate(toLanguage(i18n.language), data.valid_until),
            ],
            [t('cardBatches.printed'), data.cards],
            [t('cardBatches.activated'), data.activated],
            [t('cardBatches.voided'), data.voided],
            [t('cardBatches.created'), formatDate(data.created_at)],
            [t('cardBatches.voidedAt'), data.voided_at ? formatDate(data.voided_at) : '—'],
          ].map(([label, value]) => (
            <div key={String(label)}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <BatchCards batchId={batchId} />
      <AuditTrail batchId={batchId} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cardBatches.voidTitle', { id: batchId })}
        confirmLabel={t('cardBatches.void')}
        busy={voidBatch.isPending}
        onConfirm={confirmVoid}
      >
        <p>{t('cardBatches.voidBody')}</p>
      </ConfirmDialog>
    </AdminPageFrame>
  );
}

function BatchCards({ batchId }: { batchId: number }) {
  const { t } = useTranslation('admin');
  const query = useBatchCards(batchId);
  const cards = rowsOf(query.data);
  const formatDate = useFormatDate();
  const voidCard = useVoidCard();
  const [voiding, setVoiding] = useState<Card | null>(null);
  const confirm = async () => {
    if (!voiding) return;
    try {
      toastSuccess(await voidCard.mutateAsync(voiding.id));
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
    setVoiding(null);
  };
  return (
    <section aria-labelledby="batch-cards" className="space-y-3">
      <h2 id="batch-cards" className="text-xl font-bold text-teal-950">
        {t('cardBatches.cards')}
      </h2>
      <ListView query={query} count={cards.length} empty={t('cardBatches.empty')}>
        <DataTable
          caption={t('cardBatches.cards')}
          rows={cards}
          columns={[
            { key: 'serial', header: t('cardBatches.serial'), cell: (card) => card.serial },
            {
              key: 'state',
              header: t('cardBatches.state'),
              cell: (card) => t(`cardBatches.states.${card.state}`),
            },
            {
              key: 'activated',
              header: t('cardBatches.activatedAt'),
              cell: (card) => (card.activated_at ? formatDate(card.activated_at) : '—'),
            },
            {
              key: 'student',
              header: t('cardBatches.student'),
              cell: (card) => (card.student_name ? <bdi>{card.student_name}</bdi> : '—'),
            },
          ]}
          actions={{
            header: t('premiumCourses.actions'),
            cell: (card) =>
              card.state === 'unused' && (
                <button
                  type="button"
                  className={buttonClass('ghost', 'min-h-9 px-3 text-sm')}
                  aria-label={t('cardBatches.voidCardNamed', { serial: card.serial })}
                  onClick={() => setVoiding(card)}
                >
                  {t('cardBatches.voidCard')}
                </button>
              ),
          }}
        />
      </ListView>
      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={t('cardBatches.voidCardTitle', { serial: voiding?.serial ?? '' })}
        confirmLabel={t('cardBatches.voidCard')}
        busy={voidCard.isPending}
        onConfirm={confirm}
      >
        <p>{t('cardBatches.voidCardBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
