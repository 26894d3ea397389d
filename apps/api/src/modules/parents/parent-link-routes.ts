import {
  childReportReply,
  linkChildReply,
  linkChildSchema,
  linkedPeopleReply,
  linkParams,
  messageReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { type ChildReadings, readChildReport } from './child-report.ts';
import { childNotFound, linkChild, listChildren, unlink } from './links.ts';

const tags = ['parents'];

/**
 * The parent's side: link a child by code, list and unlink children, read one linked
 * child's progress and exam results. A child not linked to this parent is a 404, the same
 * whether the student exists or not.
 */
export const parentLinkRoutes =
  (readings: ChildReadings): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount('parent');
    const parentKey = (request: { account: { id: number } | null }) => String(request.account?.id);
    // Failed codes only: five a minute per parent, and five a minute per address.
    const perParent = app.accountThrottle({ name: 'parent:link', key: parentKey });
    const perAddress = app.accountThrottle({ name: 'parent:link-address', key: (r) => r.ip });

    app.post(
      '/parent/children',
      {
        onRequest,
        config: { rateLimit: PER_ADDRESS },
        schema: {
          tags,
          summary: "Link a child with the child's one-time code (201 linked, 200 already linked)",
          body: linkChildSchema,
          response: { 200: linkChildReply, 201: linkChildReply },
        },
      },
      async (request, reply) => {
        await perParent.assertOpen(request, reply);
        await perAddress.assertOpen(request, reply);
        const parentId = request.signedInId();
        const { child, already } = await linkChild(app.db, {
          parentId,
          code: request.body.code,
        }).catch(async (error: unknown) => {
          await perParent.hit(request);
          await perAddress.hit(request);
          throw error;
        });
        const key = already ? 'parents.child_already_linked' : 'parents.child_linked';
        return reply.code(already ? 200 : 201).send({
          status: 'success' as const,
          message: translate(request.language, key, { name: child.first_name }),
          data: child,
        });
      },
    );

    app.get(
      '/parent/children',
      {
        onRequest,
        schema: {
          tags,
          summary: "The signed-in parent's linked children: names and since when",
          response: { 200: linkedPeopleReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listChildren(app.db, request.signedInId()),
      }),
    );

    app.get(
      '/parent/children/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: "A linked child's progress and exam attempts, read-only (404 if not linked)",
          params: linkParams,
          response: { 200: childReportReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await readChildReport(app.db, {
          parentId: request.signedInId(),
          studentId: request.params.id,
          readings,
        }),
      }),
    );

    app.delete(
      '/parent/children/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Stop following a child (404 if not linked)',
          params: linkParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        const removed = await unlink(app.db, {
          parentId: request.signedInId(),
          studentId: request.params.id,
        });
        if (!removed) throw childNotFound();
        return {
          status: 'success' as const,
          message: translate(request.language, 'parents.child_unlinked'),
        };
      },
    );
  };
