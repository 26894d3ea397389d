import {
  bankQuery,
  bankQuestionSaved,
  bankQuestionsReply,
  examDraftSchema,
  examSaved,
  examStatsReply,
  idParams,
  type Language,
  messageReply,
  questionDraftSchema,
  successEnvelope,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteStoredFiles } from '../../lib/storage/delete-stored-files.ts';
import { handleUpload, uploadsPlugin } from '../../lib/uploads/index.ts';
import {
  type Author,
  createQuestion,
  deleteExam,
  deleteQuestion,
  examStats,
  listAuthoredExams,
  listBank,
  saveExam,
  setQuestionImage,
  updateQuestion,
} from './authoring.ts';
import { questionImportRoutes } from './import-routes.ts';

const imageUpload = {
  fields: z.object({}),
  files: { image: { kind: 'image', folder: 'exams/questions', required: 'admin.image_required' } },
} as const;

const savedReply = <T>(language: Language, key: 'admin.created' | 'admin.updated', data: T) => ({
  status: 'success' as const,
  message: translate(language, key),
  data,
});

/**
 * The question bank and its exams, at `/api/<role>/exam-questions` and
 * `/api/<role>/computer-exams`: editors (admin) see and change everything, a teacher only
 * their own questions and exams (someone else's answer 404). Guarded before the body.
 */
const authoringFor =
  (role: 'admin' | 'teacher'): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.requireAccount(role);
    app.addHook('onRoute', (route) => {
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    });
    const authorOf = (request: FastifyRequest): Author =>
      role === 'admin' ? { role } : { role, teacherId: request.account?.id ?? 0 };
    const who = role === 'admin' ? 'Editors' : 'The signed-in teacher';
    await app.register(uploadsPlugin);
    await app.register(questionImportRoutes(role, authorOf));

    app.get(
      `/${role}/exam-questions`,
      {
        schema: {
          tags: [role],
          summary: `${who}: a subject and semester's question bank, answers included`,
          querystring: bankQuery,
          response: { 200: bankQuestionsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listBank(app.db, {
          subjectId: request.query.subject_id,
          semester: request.query.semester,
          author: authorOf(request),
        }),
      }),
    );

    app.post(
      `/${role}/exam-questions`,
      {
        schema: {
          tags: [role],
          summary: `${who}: add a question to the bank`,
          body: questionDraftSchema,
          response: { 201: bankQuestionSaved },
        },
      },
      async (request, reply) => {
        const question = await createQuestion(app.db, request.body, authorOf(request));
        return reply.code(201).send(savedReply(request.language, 'admin.created', question));
      },
    );

    app.put(
      `/${role}/exam-questions/:id`,
      {
        schema: {
          tags: [role],
          summary: `${who}: rewrite a question nobody has answered yet (409 otherwise)`,
          params: idParams,
          body: questionDraftSchema,
          response: { 200: bankQuestionSaved },
        },
      },
      async (request) => {
        const question = await updateQuestion(app.db, {
          id: request.params.id,
          draft: request.body,
          author: authorOf(request),
        });
        return savedReply(request.language, 'admin.updated', question);
      },
    );

    app.put(
      `/${role}/exam-questions/:id/image`,
      {
        schema: {
          tags: [role],
          summary: `${who}: set a question's picture (multipart, field image; checked by its bytes)`,
          params: idParams,
          response: { 200: bankQuestionSaved },
        },
      },
      async (request) => {
        const { question, replaced } = await handleUpload(request, {
          spec: imageUpload,
          work: ({ files }) =>
            setQuestionImage(app.db, {
              id: request.params.id,
              key: files.image.key,
              author: authorOf(request),
            }),
        });
        await deleteStoredFiles(app, [replaced]);
        return savedReply(request.language, 'admin.updated', question);
      },
    );

    app.delete(
      `/${role}/exam-questions/:id/image`,
      {
        schema: {
          tags: [role],
          summary: `${who}: remove a question's picture`,
          params: idParams,
          response: { 200: bankQuestionSaved },
        },
      },
      async (request) => {
        const { question, replaced } = await setQuestionImage(app.db, {
          id: request.params.id,
          key: null,
          author: authorOf(request),
        });
        await deleteStoredFiles(app, [replaced]);
        return savedReply(request.language, 'admin.updated', question);
      },
    );

    app.delete(
      `/${role}/exam-questions/:id`,
      {
        schema: {
          tags: [role],
          summary: `${who}: delete a question no exam uses and nobody has answered (409 otherwise)`,
          params: idParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        const image = await deleteQuestion(app.db, request.params.id, authorOf(request));
        await deleteStoredFiles(app, [image]);
        return {
          status: 'success' as const,
          message: translate(request.language, 'admin.deleted'),
        };
      },
    );

    app.get(
      `/${role}/computer-exams`,
      {
        schema: {
          tags: [role],
          summary: `${who}: the exams of a subject and semester, published or not`,
          querystring: bankQuery,
          response: { 200: successEnvelope(examSaved.shape.data.array()) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listAuthoredExams(app.db, {
          subjectId: request.query.subject_id,
          semester: request.query.semester,
          author: authorOf(request),
        }),
      }),
    );

    app.get(
      `/${role}/computer-exams/:id/stats`,
      {
        schema: {
          tags: [role],
          summary: `${who}: an exam's attempts, average, pass rate and per-question results (numbers only)`,
          params: idParams,
          response: { 200: examStatsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await examStats(app.db, request.params.id, authorOf(request)),
      }),
    );

    app.post(
      `/${role}/computer-exams`,
      {
        schema: {
          tags: [role],
          summary: `${who}: create an exam from bank questions, in order`,
          body: examDraftSchema,
          response: { 201: examSaved },
        },
      },
      async (request, reply) => {
        const exam = await saveExam(app.db, { draft: request.body, author: authorOf(request) });
        return reply.code(201).send(savedReply(request.language, 'admin.created', exam));
      },
    );

    app.put(
      `/${role}/computer-exams/:id`,
      {
        schema: {
          tags: [role],
          summary: `${who}: replace an exam, its questions, published or not`,
          params: idParams,
          body: examDraftSchema,
          response: { 200: examSaved },
        },
      },
      async (request) => {
        const exam = await saveExam(app.db, {
          draft: request.body,
          author: authorOf(request),
          id: request.params.id,
        });
        return savedReply(request.language, 'admin.updated', exam);
      },
    );

    app.delete(
      `/${role}/computer-exams/:id`,
      {
        schema: {
          tags: [role],
          summary: `${who}: delete an exam nobody has taken (409 otherwise: unpublish it)`,
          params: idParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await deleteExam(app.db, request.params.id, authorOf(request));
        return {
          status: 'success' as const,
          message: translate(request.language, 'admin.deleted'),
        };
      },
    );
  };

export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authoringFor('admin'));
  await app.register(authoringFor('teacher'));
};
