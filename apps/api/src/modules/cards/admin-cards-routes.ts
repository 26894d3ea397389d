import {
  adminPageQuery,
  cardAuditQuery,
  cardAuditReply,
  cardBatchesReply,
  cardBatchReply,
  cardBatchSavedReply,
  cardSavedReply,
  cardsReply,
  createCardBatchSchema,
  distributorReportReply,
  idParams,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { SPREADSHEET_TYPES } from '../../lib/spreadsheet.ts';
import { batchExports } from './batch-exports.ts';
import { createBatch, listBatches, readBatch, voidBatch } from './batch-store.ts';
import { type Actor, listAudit, writeAudit } from './card-audit.ts';
import { distributorReport, listCards, voidCard } from './card-store.ts';

const tags = ['cards'];
const adminOf = (request: FastifyRequest): Actor => ({ role: 'admin', id: request.signedInId() });

/** The editors' side of activation cards: batches, their cards and exports, voids, the audit. */
export const adminCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAccount('admin');

  app.post(
    '/admin/cards/batches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make a batch of cards (201); their codes are derived, stored only as hashes',
        body: createCardBatchSchema,
        response: { 201: cardBatchSavedReply },
      },
    },
    async (request, reply) => {
      const batch = await createBatch(app.db, {
        input: request.body,
        keys: app.premiumKeys,
        actor: adminOf(request),
        now: new Date(),
      });
      return reply.code(201).send({
        status: 'success' as const,
        message: translate(request.language, 'cards.batch_created', { count: batch.cards }),
        data: batch,
      });
    },
  );

  app.get(
    '/admin/cards/batches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Batches, newest first, with their counts',
        querystring: adminPageQuery,
        response: { 200: cardBatchesReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listBatches(app.db, request.query)),
    }),
  );

  app.get(
    '/admin/cards/batches/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One batch with its counts',
        params: idParams,
        response: { 200: cardBatchReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readBatch(app.db, request.params.id),
    }),
  );

  app.get(
    '/admin/cards/batches/:id/cards',
    {
      onRequest,
      schema: {
        tags,
        summary: "A batch's cards by serial, with their state (never their codes)",
        params: idParams,
        querystring: adminPageQuery,
        response: { 200: cardsReply },
      },
    },
    async (request) => {
      const batch = await readBatch(app.db, request.params.id);
      const page = await listCards(app.db, {
        batchId: batch.id,
        ...request.query,
        now: new Date(),
      });
      return { status: 'success' as const, ...page };
    },
  );

  app.get(
    '/admin/cards/batches/:id/sheet.pdf',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The printable sheet of the batch: A4, 10 cards a page, codes and QR codes',
        params: idParams,
      },
    },
    async (request, reply) => {
      const batch = await readBatch(app.db, request.params.id);
      const bytes = await batchExports(batch, app.premiumKeys, app.config.webOrigin).sheet();
      await writeAudit(app.db, {
        action: 'batch_exported_pdf',
        actor: adminOf(request),
        batchId: batch.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `cards-${batch.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/admin/cards/batches/:id/cards.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: "The batch's codes as CSV (UTF-8 with a BOM), in the reader's language",
        params: idParams,
      },
    },
    async (request, reply) => {
      const batch = await readBatch(app.db, request.params.id);
      const exports = batchExports(batch, app.premiumKeys, app.config.webOrigin);
      const bytes = await exports.csv(request.language);
      await writeAudit(app.db, {
        action: 'batch_exported_csv',
        actor: adminOf(request),
        batchId: batch.id,
      });
      return reply
        .header('content-type', SPREADSHEET_TYPES.csv)
        .header('content-disposition', contentDisposition('attachment', `cards-${batch.id}.csv`))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/admin/cards/batches/:id/void',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Void a batch: its unused cards stop working; access already given stays',
        params: idParams,
        response: { 200: cardBatchSavedReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: translate(request.language, 'cards.batch_voided'),
      data: await voidBatch(app.db, {
        batchId: request.params.id,
        actor: adminOf(request),
        now: new Date(),
      }),
    }),
  );

  app.post(
    '/admin/cards/:id/void',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Void one unused card (409 when it was activated)',
        params: idParams,
        response: { 200: cardSavedReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: translate(request.language, 'cards.card_voided'),
      data: await voidCard(app.db, {
        cardId: request.params.id,
        actor: adminOf(request),
        now: new Date(),
      }),
    }),
  );

  app.get(
    '/admin/cards/audit',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Who made, exported, voided and redeemed what, newest first',
        querystring: cardAuditQuery,
        response: { 200: cardAuditReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAudit(app.db, {
        batchId: request.query.batch_id,
        cursor: request.query.cursor,
      })),
    }),
  );

  app.get(
    '/admin/cards/distributors',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Per distributor: batches, cards printed, activated, voided, activated value',
        response: { 200: distributorReportReply },
      },
    },
    async () => ({ status: 'success' as const, data: await distributorReport(app.db) }),
  );
};
