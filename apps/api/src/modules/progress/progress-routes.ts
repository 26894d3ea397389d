import {
  continueLessonsReply,
  fileProgressParams,
  itemProgressQuery,
  itemProgressReply,
  markFileOpenedSchema,
  progressSummaryReply,
  savedProgressReply,
  saveVideoProgressSchema,
  subjectProgressQuery,
  subjectProgressReply,
  videoProgressParams,
} from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readContinueLearning } from './continue-learning.ts';
import { markFileOpened } from './mark-file-opened.ts';
import { readProgressSummary } from './progress-summary.ts';
import { pruneSaveReceipts } from './prune-save-receipts.ts';
import { readItemProgress } from './read-item-progress.ts';
import { saveVideoProgress } from './save-video-progress.ts';
import { readSubjectBars } from './subject-bars.ts';

const success = <T>(data: T) => ({ status: 'success' as const, data });

const PRUNE_RECEIPTS_JOB = 'prune-progress-save-receipts';
const PRUNE_RECEIPTS_EVERY_MINUTES = 24 * 60;

/**
 * A student's learning progress (docs/decisions.md "Progress"): signed-in students only,
 * each reading and writing only their own rows (the student comes from the session, never
 * from the request). Saves accept `fetch(…, { keepalive: true })` from a closing page, and
 * a queue's saves sent again or late (`save_id`, `observed_at`); their receipts are pruned
 * daily on the job queue.
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireStudent = app.requireAccount('student');
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireStudent, ...[route.onRequest ?? []].flat()];
  });
  const studentId = (request: { account?: { id: number } | null }) => request.account?.id ?? 0;

  await app.jobs.work(PRUNE_RECEIPTS_JOB, async () => {
    const pruned = await pruneSaveReceipts(app.db);
    if (pruned > 0) app.log.info({ pruned }, 'old progress save receipts deleted');
  });
  await app.jobs.every(PRUNE_RECEIPTS_JOB, PRUNE_RECEIPTS_EVERY_MINUTES);
  // Also once at start: in-process the daily timer begins again with each start.
  app.addHook('onReady', () => app.jobs.send(PRUNE_RECEIPTS_JOB, {}, { singletonKey: 'start' }));

  app.post(
    '/student/progress/videos/:kind/:id',
    {
      schema: {
        tags: ['progress'],
        summary:
          'Save where the student is in a video and the seconds played since the last save (each save_id once)',
        params: videoProgressParams,
        body: saveVideoProgressSchema,
        response: { 200: savedProgressReply },
      },
    },
    async (request) =>
      success(
        await saveVideoProgress(app.db, {
          studentId: studentId(request),
          ...request.params,
          ...request.body,
        }),
      ),
  );

  app.put(
    '/student/progress/files/:kind/:id',
    {
      schema: {
        tags: ['progress'],
        summary: 'Mark a PDF opened or downloaded (idempotent); the earliest opened_at stays',
        params: fileProgressParams,
        body: markFileOpenedSchema,
        response: { 200: savedProgressReply },
      },
    },
    async (request) =>
      success(
        await markFileOpened(app.db, {
          studentId: studentId(request),
          ...request.params,
          openedAt: request.body?.opened_at,
        }),
      ),
  );

  app.get(
    '/student/progress/items',
    {
      schema: {
        tags: ['progress'],
        summary: "The student's items of a subject and semester, or of a teacher's uploads",
        querystring: itemProgressQuery,
        response: { 200: itemProgressReply },
      },
    },
    async (request) =>
      success(
        await readItemProgress(app.db, { studentId: studentId(request), query: request.query }),
      ),
  );

  app.get(
    '/student/progress/subjects',
    {
      schema: {
        tags: ['progress'],
        summary: 'Lessons watched and files opened per subject of a grade',
        querystring: subjectProgressQuery,
        response: { 200: subjectProgressReply },
      },
    },
    async (request) => {
      const bars = await readSubjectBars(app.db, {
        studentId: studentId(request),
        where: sql`s.grade_id = ${request.query.grade_id}`,
      });
      return success(
        bars.map(({ subject_id, semester, lessons, files, kinds }) => ({
          subject_id,
          semester,
          lessons,
          files,
          kinds,
        })),
      );
    },
  );

  app.get(
    '/student/progress/continue',
    {
      schema: {
        tags: ['progress'],
        summary: 'The last lessons the student began and has not finished',
        response: { 200: continueLessonsReply },
      },
    },
    async (request) => success(await readContinueLearning(app.db, studentId(request))),
  );

  app.get(
    '/student/progress/summary',
    {
      schema: {
        tags: ['progress'],
        summary: 'Per subject and semester: lessons, files and exams; the time spent this week',
        response: { 200: progressSummaryReply },
      },
    },
    async (request) =>
      success(await readProgressSummary(app.db, { studentId: studentId(request) })),
  );
};
