/**
 * Teachers' numbers (docs/decisions.md, "Teachers' numbers"; contract in
 * packages/contracts/src/privacy.ts):
 *
 * GET /api/teacher/upload-stats   { files, videos, exams: [{ id, students, finished }],
 *                                   computer_exams: [{ id, attempts, average_percent }] }
 *                                 of the signed-in teacher's own uploads and exams only
 *
 * 401 without a session, 403 for other roles.
 */
import { teacherUploadStatsReply } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadStats } from './read-upload-stats.ts';

export const teacherStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teacher/upload-stats',
    {
      onRequest: app.requireAccount('teacher'),
      schema: {
        tags: ['teacher uploads'],
        summary:
          "How many students opened or watched each of the signed-in teacher's uploads, finished each video, and took each exam (numbers only)",
        response: { 200: teacherUploadStatsReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readUploadStats(app.db, request.signedInId()),
    }),
  );
};
