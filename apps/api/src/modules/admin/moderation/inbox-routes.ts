import {
  adminContactMessageSchema,
  adminInboxQuery,
  adminSaved,
  handledSchema,
  idParams,
  pagedEnvelope,
} from '@madrasa/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { savedReply } from '../lib/replies.ts';

type Row = typeof contactMessages.$inferSelect;
const present = (row: Row) => ({
  ...row,
  handled_at: row.handled_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** The contact inbox, newest first; a message is marked handled (or open again). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first; status all, open or done',
        querystring: adminInboxQuery,
        response: { 200: pagedEnvelope(adminContactMessageSchema) },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const rows = await app.db
        .select()
        .from(contactMessages)
        .where(
          and(
            status === 'open' ? isNull(contactMessages.handled_at) : undefined,
            status === 'done' ? isNotNull(contactMessages.handled_at) : undefined,
            beforeCursor(contactMessages.id, cursor),
          ),
        )
        .orderBy(desc(contactMessages.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return { status: 'success' as const, ...page, data: page.data.map(present) };
    },
  );

  app.patch(
    '/inbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a message handled (or not)',
        params: idParams,
        body: handledSchema,
        response: { 200: adminSaved(adminContactMessageSchema) },
      },
    },
    async (request) => {
      const { handled } = request.body;
      const [row] = await app.db
        .update(contactMessages)
        .set({ handled_at: handled ? new Date() : null })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw notFoundError();
      return savedReply(request, {
        key: handled ? 'admin.marked_handled' : 'admin.marked_open',
        data: present(row),
      });
    },
  );
};
