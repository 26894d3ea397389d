import { studentQuestionResponse, studentQuestionSchema, translate } from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { saveStudentQuestion } from './save-student-question.ts';

/** Per student (a classroom shares one address, so not per IP); visitors count per address. */
export const QUESTION_LIMIT = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) =>
    request.account ? `${request.account.role}:${request.account.id}` : request.ip,
} as const;

/** The chatbot widget's "expected exam question" (docs/product.md §7 "POST student-questions"). */
export const studentQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/student-questions',
    {
      config: { rateLimit: QUESTION_LIMIT },
      // On request, before the body is validated: a visitor learns only that they must log in.
      onRequest: app.requireAccount('student'),
      schema: {
        tags: ['site'],
        summary: "Send a question from the signed-in student (401 visitors, 403 others' names)",
        body: studentQuestionSchema,
        response: { 201: studentQuestionResponse },
      },
    },
    async (request, reply) => {
      const studentId = request.account?.id;
      // The session decides who is asking; student_id is only checked against it.
      if (studentId !== request.body.student_id) {
        throw new AppError(403, 'forbidden', 'site.question_not_own');
      }
      const data = await saveStudentQuestion(app.db, {
        studentId,
        question: request.body.question,
      });
      return reply.code(201).send({
        status: 'success' as const,
        message: translate(request.language, 'site.question_sent'),
        data,
      });
    },
  );
};
