import {
  answerParams,
  attemptReply,
  attemptReviewReply,
  examListQuery,
  examListReply,
  examReply,
  examResultsReply,
  idParams,
  pastAttemptsReply,
  saveAnswerReply,
  saveAnswerSchema,
  startAttemptSchema,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import {
  closeIfOverdue,
  finishAttempt,
  getAttempt,
  listPastAttempts,
  reviewAttempt,
  saveAnswer,
  startAttempt,
} from './attempts.ts';
import { authoringRoutes } from './authoring-routes.ts';
import {
  findPublishedExam,
  listSubjectExams,
  listTeacherExams,
  studentResults,
} from './exam-catalogue.ts';

const success = <T>(data: T) => ({ status: 'success' as const, data });

/**
 * Computer-based exams (docs/decisions.md §8). The lists are public; taking an exam is for
 * signed-in students, each seeing only their own attempts (404 for anyone else's).
 */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/computer-exams',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['exams'],
        summary: "A subject and semester's published computer-based exams",
        querystring: examListQuery,
        response: { 200: examListReply },
      },
    },
    async (request) =>
      success(
        await listSubjectExams(app.db, {
          subjectId: request.query.subject_id,
          semester: request.query.semester,
          premium: await app.premiumIndex(),
        }),
      ),
  );

  app.get(
    '/computer-exams/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['exams'],
        summary: 'One published exam; 404 when unknown or unpublished',
        params: idParams,
        response: { 200: examReply },
      },
    },
    async (request) =>
      success(
        await findPublishedExam(app.db, {
          id: request.params.id,
          premium: await app.premiumIndex(),
        }),
      ),
  );

  app.get(
    '/teachers/:id/computer-exams',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['exams'],
        summary: "A public teacher's published computer-based exams",
        params: idParams,
        response: { 200: examListReply },
      },
    },
    async (request) =>
      success(
        await listTeacherExams(app.db, {
          teacherId: request.params.id,
          premium: await app.premiumIndex(),
        }),
      ),
  );

  await app.register(studentExamRoutes);
  await app.register(authoringRoutes);
};

/** The queue that submits an attempt at its deadline, whoever is (or is not) watching. */
const DEADLINE_JOB = 'exam-deadline';

/** Taking exams: the signed-in student's own attempts only. */
const studentExamRoutes: FastifyPluginAsyncZod = async (student) => {
  await student.jobs.work<{ attemptId: number }>(DEADLINE_JOB, ({ attemptId }) =>
    closeIfOverdue(student.db, attemptId),
  );

  const requireStudent = student.requireAccount('student');
  student.addHook('onRoute', (route) => {
    route.onRequest = [requireStudent, ...[route.onRequest ?? []].flat()];
  });
  const studentId = (request: { account?: { id: number } | null }) => request.account?.id ?? 0;

  student.get(
    '/student/exam-results',
    {
      schema: {
        tags: ['exams'],
        summary: "The signed-in student's attempts and best result per exam",
        querystring: z.object({ exam_ids: z.string().max(2000).optional() }),
        response: { 200: examResultsReply },
      },
    },
    async (request) => {
      const examIds = request.query.exam_ids
        ?.split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      return success(await studentResults(student.db, { studentId: studentId(request), examIds }));
    },
  );

  student.get(
    '/student/exam-attempts',
    {
      schema: {
        tags: ['exams'],
        summary: "The signed-in student's attempts, newest first",
        response: { 200: pastAttemptsReply },
      },
    },
    async (request) => success(await listPastAttempts(student.db, studentId(request))),
  );

  student.post(
    '/computer-exams/:id/attempts',
    {
      config: { rateLimit: PER_ADDRESS },
      schema: {
        tags: ['exams'],
        summary:
          'Start an attempt (or resume the one still running): the questions, without answers',
        params: idParams,
        body: startAttemptSchema,
        response: { 200: attemptReply, 201: attemptReply },
      },
    },
    async (request, reply) => {
      const { attempt, resumed } = await startAttempt(student.db, {
        examId: request.params.id,
        studentId: studentId(request),
        mode: request.body.mode,
        minutes: request.body.minutes,
        premium: await student.premiumIndex(),
      });
      if (!resumed) {
        await student.jobs.send(
          DEADLINE_JOB,
          { attemptId: attempt.id },
          { startAfter: new Date(attempt.deadline_at), singletonKey: String(attempt.id) },
        );
      }
      return reply.code(resumed ? 200 : 201).send(success(attempt));
    },
  );

  student.get(
    '/exam-attempts/:id',
    {
      schema: {
        tags: ['exams'],
        summary: 'An attempt with its questions and saved answers (closed at its deadline)',
        params: idParams,
        response: { 200: attemptReply },
      },
    },
    async (request) =>
      success(
        await getAttempt(student.db, {
          attemptId: request.params.id,
          studentId: studentId(request),
          premium: await student.premiumIndex(),
        }),
      ),
  );

  student.put(
    '/exam-attempts/:id/answers/:position',
    {
      schema: {
        tags: ['exams'],
        summary:
          'Save the answer to one question; interactive attempts get it marked with the explanation',
        params: answerParams,
        body: saveAnswerSchema,
        response: { 200: saveAnswerReply },
      },
    },
    async (request) =>
      success(
        await saveAnswer(student.db, {
          attemptId: request.params.id,
          studentId: studentId(request),
          position: request.params.position,
          answer: request.body.answer,
        }),
      ),
  );

  student.post(
    '/exam-attempts/:id/finish',
    {
      schema: {
        tags: ['exams'],
        summary: 'Submit the attempt; answers its review and summary',
        params: idParams,
        response: { 200: attemptReviewReply },
      },
    },
    async (request) =>
      success(
        await finishAttempt(student.db, {
          attemptId: request.params.id,
          studentId: studentId(request),
          premium: await student.premiumIndex(),
        }),
      ),
  );

  student.get(
    '/exam-attempts/:id/review',
    {
      schema: {
        tags: ['exams'],
        summary: 'A submitted attempt: every question, the answer given, the right one and why',
        params: idParams,
        response: { 200: attemptReviewReply },
      },
    },
    async (request) =>
      success(
        await reviewAttempt(student.db, {
          attemptId: request.params.id,
          studentId: studentId(request),
          premium: await student.premiumIndex(),
        }),
      ),
  );
};
