import {
  adminSaved,
  type Card,
  type CardAuditEntry,
  type CardBatch,
  type CreateCardBatchInput,
  cardBatchReply,
  cardBatchSchema,
  distributorReportReply,
  messageReply,
} from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { saveBlob } from '@/shared/lib/save-blob.ts';
import { useAdminList } from './admin-list.ts';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

/** Every card read (batches, cards, audit, distributors) is named `card…`: a write refreshes all. */
const CARDS_KEY = [ADMIN_QUERY_ROOT, 'cards'] as const;
const isCardQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === ADMIN_QUERY_ROOT && String(queryKey[1]).startsWith('card');

/** GET /api/admin/cards/batches: batches, newest first, a page at a time. */
export const useCardBatches = () =>
  useAdminList<CardBatch>({ table: 'card-batches', path: '/cards/batches' });

/** GET /api/admin/cards/batches/{id}: one batch and its figures. */
export const useCardBatch = (batchId: number) =>
  useQuery({
    queryKey: [...CARDS_KEY, 'batch', batchId],
    queryFn: async ({ signal }) =>
      readAnswer(cardBatchReply, await adminRequest(`/cards/batches/${batchId}`, { signal })).data,
  });

/** GET /api/admin/cards/batches/{id}/cards: its cards by serial, a page at a time. */
export const useBatchCards = (batchId: number) =>
  useAdminList<Card>({
    table: `card-batch-${batchId}`,
    path: `/cards/batches/${batchId}/cards`,
  });

/** GET /api/admin/cards/audit: who did what, newest first; one batch's when named. */
export const useCardAudit = (batchId?: number) =>
  useAdminList<CardAuditEntry>({
    table: 'card-audit',
    path: '/cards/audit',
    filters: { batch_id: batchId },
  });

/** GET /api/admin/cards/distributors: per distributor, printed, activated, voided, value. */
export const useDistributorReport = () =>
  useQuery({
    queryKey: [...CARDS_KEY, 'distributors'],
    queryFn: async ({ signal }) =>
      readAnswer(distributorReportReply, await adminRequest('/cards/distributors', { signal }))
        .data,
  });

function useCardsWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isCardQuery }),
  });
}

/** POST /api/admin/cards/batches: a new batch; its message and the batch. */
export const useCreateCardBatch = () =>
  useCardsWrite(async (body: CreateCardBatchInput) =>
    readAnswer(
      adminSaved(cardBatchSchema),
      await adminRequest('/cards/batches', { method: 'POST', body }),
    ),
  );

/** POST /api/admin/cards/batches/{id}/void: its unused cards stop working. */
export const useVoidBatch = (batchId: number) =>
  useCardsWrite(
    async (_: undefined) =>
      readAnswer(
        messageReply,
        await adminRequest(`/cards/batches/${batchId}/void`, { method: 'POST' }),
      ).message,
  );

/** POST /api/admin/cards/{cardId}/void: one unused card stops working. */
export const useVoidCard = () =>
  useCardsWrite(
    async (cardId: number) =>
      readAnswer(messageReply, await adminRequest(`/cards/${cardId}/void`, { method: 'POST' }))
        .message,
  );

export type CardExport = 'pdf' | 'csv';

/**
 * GET /api/admin/cards/batches/{id}/sheet.pdf or …/cards.csv: the printable sheet or the codes.
 * It needs the admin's token, so it is fetched and saved, not opened as a link; the audit
 * trail gains the export, so it is read again.
 */
export const useExportBatch = (batchId: number) =>
  useCardsWrite(async (format: CardExport) =>
    saveBlob(
      await adminRequest<Blob>(
        `/cards/batches/${batchId}/${format === 'pdf' ? 'sheet.pdf' : 'cards.csv'}`,
        { as: 'blob' },
      ),
      `cards-batch-${batchId}.${format}`,
    ),
  );
