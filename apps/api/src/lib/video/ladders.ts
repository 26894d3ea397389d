import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lessons, teacherVideoLessons, videoLadders } from '../../db/schema.ts';
import type { Jobs } from '../jobs/index.ts';
import { newStorageFolder, type Storage } from '../storage/index.ts';

/** The job that makes one ladder (modules/video): `{ ladderId }`. */
export const LADDER_JOB = 'video-ladder';

export type LadderRef = { id: number; state: (typeof videoLadders.$inferSelect)['state'] };

/**
 * The ladder of an original with these bytes: found when the same video came before
 * (uploaded twice, or a seed clip behind many lessons), else a new queued one. A ladder
 * that failed for a passing reason (a crash, a time limit) is queued again; one whose
 * original is not a video stays failed, as the same bytes would fail the same way.
 */
export async function ladderFor(db: Database, sha256: string): Promise<LadderRef> {
  // A ladder released between the two statements is simply made anew on the next turn.
  for (let turn = 0; turn < 3; turn += 1) {
    const ladder = await findOrMakeLadder(db, sha256);
    if (ladder) return ladder;
  }
  throw new Error('video ladder neither made nor found');
}

async function findOrMakeLadder(db: Database, sha256: string): Promise<LadderRef | undefined> {
  const [made] = await db
    .insert(videoLadders)
    .values({ content_hash: sha256, folder: newStorageFolder('videos/hls') })
    .onConflictDoNothing()
    .returning({ id: videoLadders.id, state: videoLadders.state });
  if (made) return made;
  const [found] = await db
    .update(videoLadders)
    .set({
      // Touched, so the orphan sweep leaves a ladder an upload has just picked.
      updated_at: sql`now()`,
      state: sql`case when ${videoLadders.state} = 'failed' and ${videoLadders.failure} <> 'not_a_video' then 'queued'::video_ladder_state else ${videoLadders.state} end`,
    })
    .where(eq(videoLadders.content_hash, sha256))
    .returning({ id: videoLadders.id, state: videoLadders.state });
  return found;
}

/** Sends the ladder to the transcoder unless it is made or given up; once per ladder. */
export async function queueLadder(jobs: Jobs, ladder: LadderRef): Promise<void> {
  if (ladder.state === 'ready' || ladder.state === 'failed') return;
  await jobs.send(LADDER_JOB, { ladderId: ladder.id }, { singletonKey: String(ladder.id) });
}

/**
 * Every stored file of a ladder row. Master playlists replaced as rungs were added are kept
 * while the ladder lives (a list kept by a browser for a minute may still name one); their
 * names follow from the rungs (`master-240p.m3u8`, `master-240p-360p.m3u8`…), so they are
 * found here without being recorded.
 */
export function ladderKeys(ladder: typeof videoLadders.$inferSelect): string[] {
  const names = ladder.rungs.map((stored) => stored.rung.name);
  const playlists = names.flatMap((_, index) => {
    const prefix = names.slice(0, index + 1).join('-');
    return [`${ladder.folder}/master-${prefix}.m3u8`, `${ladder.folder}/data-saver-${prefix}.m3u8`];
  });
  return [
    ...new Set([
      ...ladder.rungs.flatMap((rung) => rung.keys),
      ...playlists,
      ladder.master_key,
      ladder.data_saver_key,
      ladder.mp4_key,
      ladder.poster_key,
    ]),
  ].filter((key): key is string => key !== null);
}

/**
 * Deletes the ladders no lesson or teacher video uses any more, with their files: called
 * after a video is replaced or deleted. A ladder an upload of the same bytes picks at that
 * moment loses its row too (the foreign key is set null), and the next start attaches a
 * fresh one, so nothing points at deleted files.
 */
export async function releaseLadders(
  { db, storage }: { db: Database; storage: Storage },
  ids: ReadonlyArray<number | null>,
): Promise<void> {
  for (const id of new Set(ids)) {
    if (id === null) continue;
    const [gone] = await db
      .delete(videoLadders)
      .where(
        sql`${videoLadders.id} = ${id}
          and not exists (select 1 from ${lessons} where ${lessons.video_ladder_id} = ${id})
          and not exists (select 1 from ${teacherVideoLessons} where ${teacherVideoLessons.video_ladder_id} = ${id})`,
      )
      .returning();
    if (!gone) continue;
    for (const key of ladderKeys(gone)) await storage.delete(key).catch(() => undefined);
  }
}

/**
 * Ladders no video uses, left by deletions that do not pass through releaseLadders (a
 * subject deleted with its lessons, a teacher's account deleted): deleted with their files
 * by an hourly job. Ten minutes old at least, so an upload's ladder is never taken before
 * its row is written.
 */
export async function releaseOrphanLadders(deps: { db: Database; storage: Storage }) {
  const orphans = await deps.db
    .select({ id: videoLadders.id })
    .from(videoLadders)
    .where(
      sql`${videoLadders.updated_at} < now() - interval '10 minutes'
        and not exists (select 1 from ${lessons} where ${lessons.video_ladder_id} = ${videoLadders.id})
        and not exists (select 1 from ${teacherVideoLessons} where ${teacherVideoLessons.video_ladder_id} = ${videoLadders.id})`,
    );
  await releaseLadders(
    deps,
    orphans.map((orphan) => orphan.id),
  );
}
