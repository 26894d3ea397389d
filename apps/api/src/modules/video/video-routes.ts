/**
 * Lesson videos as an HLS ladder (docs/decisions.md §16): the jobs that make ladders, and
 * what the admin console shows of them.
 *
 * GET /api/admin/videos/status   admin only: ffmpeg found or not, and ladders by state
 *
 * Ladders are made where `app.video.transcodes` (ffmpeg found, VIDEO_TRANSCODE on), one
 * at a time by default, at low priority; with a dedicated worker (`npm run worker`) the
 * API instances run with VIDEO_TRANSCODE=false and only queue.
 */

import { successEnvelope, videoServerStatusSchema } from '@madrasa/contracts';
import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoLadders } from '../../db/schema.ts';
import { LADDER_JOB, releaseOrphanLadders } from '../../lib/video/ladders.ts';
import { ATTACH_JOB, attachOriginals } from './attach-originals.ts';
import { makeLadder } from './make-ladder.ts';

const ORPHANS_JOB = 'video-orphans';
/** A ladder may run for hours (a long lecture at 720p on 2 cores): pg-boss must not expire it. */
const LADDER_JOB_SECONDS = 6 * 60 * 60;

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ffmpeg } = app.video;
  if (app.video.transcodes && ffmpeg) {
    await app.jobs.work<{ ladderId: number }>(
      LADDER_JOB,
      ({ ladderId }, { lastAttempt }) =>
        makeLadder(
          {
            db: app.db,
            storage: app.storage,
            tools: ffmpeg,
            log: app.log,
            changed: () => app.forgetPublicReplies(),
          },
          ladderId,
          { lastAttempt },
        ),
      { concurrency: app.config.video.concurrency, timeoutSeconds: LADDER_JOB_SECONDS },
    );
    await app.jobs.work(
      ATTACH_JOB,
      async () => {
        await attachOriginals(app.video.deps(), app.log);
        await app.forgetPublicReplies();
      },
      { concurrency: 1 },
    );
    await app.jobs.work(ORPHANS_JOB, () => releaseOrphanLadders(app), { concurrency: 1 });
    await app.jobs.every(ORPHANS_JOB, 60);
    app.addHook('onReady', () => app.jobs.send(ATTACH_JOB, {}, { singletonKey: 'start' }));
  }

  app.get(
    '/admin/videos/status',
    {
      onRequest: app.requireAccount('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Whether this server makes video ladders, and how many are in each state',
        response: { 200: successEnvelope(videoServerStatusSchema) },
      },
    },
    async () => {
      const rows = await app.db
        .select({ state: videoLadders.state, count: count() })
        .from(videoLadders)
        .groupBy(videoLadders.state);
      return {
        status: 'success' as const,
        data: {
          ffmpeg: ffmpeg?.version ?? null,
          transcodes: app.video.transcodes,
          ladders: Object.fromEntries(rows.map((row) => [row.state, row.count])),
        },
      };
    },
  );
};
