import {
  adminPageQuery,
  adminSaved,
  gradeNamesSchema,
  gradeSchema,
  idParams,
  pagedEnvelope,
} from '@madrasa/contracts';
import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grades } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { savedReply } from '../lib/replies.ts';

const columns = {
  id: grades.id,
  name_ar: grades.name_ar,
  name_en: grades.name_en,
  study_phase: grades.study_phase,
  grade_key: grades.grade_key,
};

/**
 * Grades are fixed (1 to 12, their keys and phases drive the public level pages), so an
 * admin only renames them. Unlike the other tables they list in school order (ids follow
 * it), which is how an editor looks for a grade.
 */
export const gradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/grades',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grades in school order, one page at a time',
        querystring: adminPageQuery,
        response: { 200: pagedEnvelope(gradeSchema) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await app.db
        .select(columns)
        .from(grades)
        .where(cursor === undefined ? undefined : gt(grades.id, Number(cursor)))
        .orderBy(asc(grades.id))
        .limit(limit + 1);
      const data = rows.slice(0, limit);
      const last = data.at(-1);
      const next_cursor = rows.length > limit && last ? String(last.id) : null;
      return { status: 'success' as const, data, next_cursor };
    },
  );

  app.patch(
    '/grades/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a grade (Arabic and English names only)',
        params: idParams,
        body: gradeNamesSchema,
        response: { 200: adminSaved(gradeSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(grades)
        .set(request.body)
        .where(eq(grades.id, request.params.id))
        .returning(columns);
      if (!row) throw notFoundError();
      return savedReply(request, { key: 'admin.updated', data: row });
    },
  );
};
