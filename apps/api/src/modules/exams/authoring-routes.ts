import {
  bankQuery,
  bankQuestionSaved,
  bankQuestionsReply,
  examDraftSchema,
  examSaved,
  idParams,
  messageReply,
  questionDraftSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQuestion, deleteExam, deleteQuestion, listBank, saveExam } from './authoring.ts';

/**
 * /api/admin/exam-questions and /api/admin/computer-exams: the question bank and its exams,
 * for editors only (401 visitors, 403 students and teachers, checked before the body).
 */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = app.requireAccount('admin');
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
  });
  const saved = <T>(
    language: Parameters<typeof translate>[0],
    key: 'admin.created' | 'admin.updated',
    data: T,
  ) => ({
    status: 'success' as const,
    message: translate(language, key),
    data,
  });

  app.get(
    '/admin/exam-questions',
    {
      schema: {
        tags: ['admin'],
        summary: "A subject and semester's question bank, answers included",
        querystring: bankQuery,
        response: { 200: bankQuestionsReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listBank(app.db, {
        subjectId: request.query.subject_id,
        semester: request.query.semester,
      }),
    }),
  );

  app.post(
    '/admin/exam-questions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a question to the bank',
        body: questionDraftSchema,
        response: { 201: bankQuestionSaved },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(saved(request.language, 'admin.created', await createQuestion(app.db, request.body))),
  );

  app.delete(
    '/admin/exam-questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a question no exam uses and nobody has answered (409 otherwise)',
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteQuestion(app.db, request.params.id);
      return { status: 'success' as const, message: translate(request.language, 'admin.deleted') };
    },
  );

  app.post(
    '/admin/computer-exams',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an exam from bank questions, in order',
        body: examDraftSchema,
        response: { 201: examSaved },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(saved(request.language, 'admin.created', await saveExam(app.db, request.body))),
  );

  app.put(
    '/admin/computer-exams/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace an exam: its settings, its questions, published or not',
        params: idParams,
        body: examDraftSchema,
        response: { 200: examSaved },
      },
    },
    async (request) =>
      saved(
        request.language,
        'admin.updated',
        await saveExam(app.db, request.body, request.params.id),
      ),
  );

  app.delete(
    '/admin/computer-exams/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an exam nobody has taken (409 otherwise: unpublish it)',
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteExam(app.db, request.params.id);
      return { status: 'success' as const, message: translate(request.language, 'admin.deleted') };
    },
  );
};
