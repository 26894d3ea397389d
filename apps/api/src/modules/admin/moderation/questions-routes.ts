import {
  adminQuestionSchema,
  adminQuestionsQuery,
  adminSaved,
  answeredSchema,
  idParams,
  pagedEnvelope,
} from '@madrasa/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { grades, studentQuestions, students } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { savedReply } from '../lib/replies.ts';

const select = (db: Database) =>
  db
    .select({
      id: studentQuestions.id,
      question: studentQuestions.question,
      answered_at: studentQuestions.answered_at,
      created_at: studentQuestions.created_at,
      student: {
        id: students.id,
        first_name: students.first_name,
        last_name: students.last_name,
        email: students.email,
      },
      grade: { id: grades.id, name_ar: grades.name_ar, name_en: grades.name_en },
    })
    .from(studentQuestions)
    .innerJoin(students, eq(students.id, studentQuestions.student_id))
    .leftJoin(grades, eq(grades.id, students.grade_id));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const present = (row: Row) => ({
  ...row,
  answered_at: row.answered_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** Students' chatbot questions, newest first, by grade or student; marked answered. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student-questions',
    {
      schema: {
        tags: ['admin'],
        summary: "Students' questions, newest first; filters grade_id, student_id, status",
        querystring: adminQuestionsQuery,
        response: { 200: pagedEnvelope(adminQuestionSchema) },
      },
    },
    async (request) => {
      const { status, grade_id, student_id, limit, cursor } = request.query;
      const rows = await select(app.db)
        .where(
          and(
            status === 'open' ? isNull(studentQuestions.answered_at) : undefined,
            status === 'done' ? isNotNull(studentQuestions.answered_at) : undefined,
            grade_id === undefined ? undefined : eq(students.grade_id, grade_id),
            student_id === undefined ? undefined : eq(studentQuestions.student_id, student_id),
            beforeCursor(studentQuestions.id, cursor),
          ),
        )
        .orderBy(desc(studentQuestions.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return { status: 'success' as const, ...page, data: page.data.map(present) };
    },
  );

  app.patch(
    '/student-questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a question answered (or not)',
        params: idParams,
        body: answeredSchema,
        response: { 200: adminSaved(adminQuestionSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { answered } = request.body;
      const updated = await app.db
        .update(studentQuestions)
        .set({ answered_at: answered ? new Date() : null })
        .where(eq(studentQuestions.id, id))
        .returning({ id: studentQuestions.id });
      if (updated.length === 0) throw notFoundError();
      const [row] = await select(app.db).where(eq(studentQuestions.id, id));
      if (!row) throw notFoundError();
      const key = answered ? 'admin.marked_answered' : 'admin.marked_unanswered';
      return savedReply(request, { key, data: present(row) });
    },
  );
};
