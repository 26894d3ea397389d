import { createHash } from 'node:crypto';
import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lessons, teacherVideoLessons, videoLadders } from '../../db/schema.ts';
import { ladderFor, queueLadder } from '../../lib/video/ladders.ts';
import type { VideoDeps } from '../../lib/video/video-upload.ts';

/** The job that gives ladders to videos stored without one: `{}`. */
export const ATTACH_JOB = 'video-attach';

const BATCH = 100;

const VIDEO_TABLES = [
  { table: lessons, id: lessons.id, key: lessons.video_mp4, ladder: lessons.video_ladder_id },
  {
    table: teacherVideoLessons,
    id: teacherVideoLessons.id,
    key: teacherVideoLessons.video_path,
    ladder: teacherVideoLessons.video_ladder_id,
  },
] as const;

/**
 * Videos stored without a ladder (the seed's, those stored where no ffmpeg was, those whose
 * ladder went with a concurrent release) get one, found by the hash of their bytes; then
 * every ladder not yet made is queued. Run once at each start where ladders can be made,
 * so a server that gains ffmpeg makes what it could not before.
 */
export async function attachOriginals(
  { db, storage, jobs }: VideoDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const { table, id, key, ladder } of VIDEO_TABLES) {
    let after = 0;
    for (;;) {
      const rows = await db
        .select({ id, key })
        .from(table)
        .where(and(isNull(ladder), gt(id, after)))
        .orderBy(asc(id))
        .limit(BATCH);
      // One transaction per distinct video, not per row: the seed's hundreds of lessons
      // share three clips, and each commit is a sync to disk.
      const byHash = new Map<string, number[]>();
      for (const row of rows) {
        const hash = await hashOf(storage, row.key).catch((error: unknown) => {
          log.warn({ err: error, key: row.key }, 'a stored video could not be read for its ladder');
          return null;
        });
        if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), row.id]);
      }
      for (const [hash, ids] of byHash) {
        await db.transaction(async (tx) => {
          const made = await ladderFor(tx, hash);
          await tx
            .update(table)
            .set({ video_ladder_id: made.id })
            .where(and(inArray(id, ids), isNull(ladder)));
        });
      }
      const last = rows.at(-1);
      if (!last) break;
      after = last.id;
    }
  }
  const waiting = await db
    .select({ id: videoLadders.id, state: videoLadders.state })
    .from(videoLadders)
    .where(inArray(videoLadders.state, ['queued', 'processing']));
  for (const ladder of waiting) await queueLadder(jobs, ladder);
}

async function hashOf(storage: VideoDeps['storage'], key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
