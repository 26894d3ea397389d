import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DATA_SAVER_RUNGS, type VideoFailure } from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type StoredRung, videoLadders } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import {
  extractPoster,
  type FfmpegTools,
  masterPlaylist,
  measureRung,
  mp4Rung,
  NotAVideoError,
  planLadder,
  posterTime,
  probeVideo,
  type Rung,
  remuxToMp4,
  rungFiles,
  TranscodeTimeoutError,
  transcodeRung,
} from '../../lib/video/ffmpeg/index.ts';
import { ladderKeys } from '../../lib/video/ladders.ts';
import { findOriginal } from './find-original.ts';
import { putFolder, putLocalFile, readRungInto } from './ladder-files.ts';

export type LadderContext = {
  db: Database;
  storage: Storage;
  tools: FfmpegTools;
  log: FastifyBaseLogger;
  /**
   * Called when what the public lists show changes (processing, a new rung, ready, failed):
   * their kept replies are forgotten, as after any write.
   */
  changed: () => Promise<void>;
};

type Ladder = typeof videoLadders.$inferSelect;

/** Seconds one ffmpeg run may take: ten times the video on a small school server, and more. */
export const timeLimitFor = (durationSeconds: number) => Math.ceil(120 + durationSeconds * 10);

const failureOf = (error: unknown): VideoFailure =>
  error instanceof NotAVideoError
    ? 'not_a_video'
    : error instanceof TranscodeTimeoutError
      ? 'too_long'
      : 'transcode_failed';

/**
 * The job of one ladder (docs/decisions.md §16): the original is copied to a scratch folder
 * (ffmpeg reads only local files), probed, and made rung by rung from the lowest, each one
 * stored before the master playlist names it, so students can play as soon as the first is
 * in. A run after a crash or a restart keeps the rungs already stored. Then the 360p MP4
 * (offline saves, the last fallback) and a poster. A file that is no video fails at once;
 * other errors are retried by the queue, and the last failure deletes what was made, so a
 * half-made ladder is never served.
 */
export async function makeLadder(
  context: LadderContext,
  ladderId: number,
  { lastAttempt }: { lastAttempt: boolean },
): Promise<void> {
  const { db, storage } = context;
  const [ladder] = await db.select().from(videoLadders).where(eq(videoLadders.id, ladderId));
  if (!ladder || ladder.state === 'ready') return;
  const original = await findOriginal(db, ladderId);
  // Every video using it is gone: the orphan sweep deletes the ladder.
  if (!original) return;
  await db
    .update(videoLadders)
    .set({ state: 'processing', failure: null, attempts: sql`${videoLadders.attempts} + 1` })
    .where(eq(videoLadders.id, ladderId));
  await context.changed();

  const work = await mkdtemp(path.join(tmpdir(), 'madrasa-ladder-'));
  try {
    const input = path.join(work, 'original.mp4');
    await pipeline(await storage.get(original), createWriteStream(input));
    await buildLadder(context, { ladder, input, work });
  } catch (error) {
    const failure = failureOf(error);
    if (failure !== 'not_a_video' && !lastAttempt) {
      await db.update(videoLadders).set({ state: 'queued' }).where(eq(videoLadders.id, ladderId));
      throw error;
    }
    context.log.warn({ err: error, ladderId, failure }, 'video ladder failed for good');
    await failLadder(context, ladderId, failure);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function buildLadder(
  context: LadderContext,
  { ladder, input, work }: { ladder: Ladder; input: string; work: string },
) {
  const { db, storage, tools } = context;
  const info = await probeVideo(tools, input);
  const plan = planLadder(info);
  const forMp4 = mp4Rung(plan);
  const timeLimitSeconds = timeLimitFor(info.durationSeconds);
  const hasAudio = info.hasAudio;
  let stored = ladder.rungs.filter((done) => plan.some((rung) => rung.name === done.rung.name));
  let { master_key: master, data_saver_key: dataSaver, mp4_key: mp4 } = ladder;
  await db
    .update(videoLadders)
    .set({ width: info.width, height: info.height, duration_seconds: info.durationSeconds })
    .where(eq(videoLadders.id, ladder.id));

  // Saved a whole percent at a time, in order (ffmpeg reports a few times a second).
  let percent = -1;
  let saving = Promise.resolve();
  const progress = (fraction: number) => {
    const next = Math.min(99, Math.floor(fraction * 95));
    if (next <= percent) return;
    percent = next;
    saving = saving.then(async () => {
      await db.update(videoLadders).set({ percent: next }).where(eq(videoLadders.id, ladder.id));
    });
  };

  for (const [index, rung] of plan.entries()) {
    const dir = path.join(work, rung.name);
    if (!stored.some((done) => done.rung.name === rung.name)) {
      const playlist = await transcodeRung(tools, {
        input,
        outputDir: dir,
        rung,
        durationSeconds: info.durationSeconds,
        hasAudio,
        timeLimitSeconds,
        onProgress: (fraction) => progress((index + fraction) / plan.length),
      });
      await saving;
      const measured = await measureRung(dir, playlist);
      const keys = await putFolder(storage, { dir, folder: ladder.folder, last: playlist });
      stored = [...stored, { rung, playlist, keys, measured }];
      // The masters this replaces stay until the ladder goes (ladderKeys): a list kept in a
      // browser for a minute may still name them.
      const playlists = await publishMasters(storage, { folder: ladder.folder, stored, hasAudio });
      [master, dataSaver] = playlists;
      if (!(await saveProgress(db, ladder.id, { rungs: stored, master, dataSaver }))) {
        // Released while being made: what this run stored goes too.
        await deleteKeys(storage, [...stored.flatMap((done) => done.keys), ...playlists]);
        return;
      }
      await context.changed();
    }
    if (rung.name === forMp4.name && !mp4) {
      mp4 = await storeMp4(context, { ladder, rung, dir, stored, timeLimitSeconds });
      await db.update(videoLadders).set({ mp4_key: mp4 }).where(eq(videoLadders.id, ladder.id));
    }
  }

  const poster = ladder.poster_key ?? `${ladder.folder}/poster.jpg`;
  if (!ladder.poster_key) {
    const file = path.join(work, 'poster.jpg');
    await extractPoster(tools, {
      input,
      output: file,
      atSeconds: posterTime(info.durationSeconds),
    });
    await putLocalFile(storage, { file, key: poster });
  }
  await db
    .update(videoLadders)
    .set({ state: 'ready', percent: 100, poster_key: poster, failure: null })
    .where(eq(videoLadders.id, ladder.id));
  await context.changed();
}

/** The master and data-saver playlists of the rungs stored so far, named by their rungs. */
async function publishMasters(
  storage: Storage,
  { folder, stored, hasAudio }: { folder: string; stored: StoredRung[]; hasAudio: boolean },
): Promise<[string, string]> {
  const saver = stored.filter((done) =>
    (DATA_SAVER_RUNGS as readonly number[]).includes(done.rung.height),
  );
  // A source below 240p has one rung of its own height: the data saver plays it too.
  const saverRungs = saver.length > 0 ? saver : stored.slice(0, 1);
  const names = (rungs: StoredRung[]) => rungs.map((done) => done.rung.name).join('-');
  const masterKey = `${folder}/master-${names(stored)}.m3u8`;
  const saverKey = `${folder}/data-saver-${names(saverRungs)}.m3u8`;
  for (const [key, rungs] of [
    [masterKey, stored],
    [saverKey, saverRungs],
  ] as const) {
    await storage.put(key, Buffer.from(masterPlaylist(rungs, { hasAudio })));
  }
  return [masterKey, saverKey];
}

async function saveProgress(
  db: Database,
  id: number,
  { rungs, master, dataSaver }: { rungs: StoredRung[]; master: string; dataSaver: string },
): Promise<boolean> {
  const updated = await db
    .update(videoLadders)
    .set({ rungs, master_key: master, data_saver_key: dataSaver })
    .where(eq(videoLadders.id, id))
    .returning({ id: videoLadders.id });
  return updated.length > 0;
}

/** The single MP4 of one rung, remuxed from its segments (made now, or stored by a past run). */
async function storeMp4(
  context: LadderContext,
  {
    ladder,
    rung,
    dir,
    stored,
    timeLimitSeconds,
  }: { ladder: Ladder; rung: Rung; dir: string; stored: StoredRung[]; timeLimitSeconds: number },
): Promise<string> {
  const files = rungFiles(rung.name);
  const local = await readdir(dir).catch(() => [] as string[]);
  if (!local.includes(files.playlist)) {
    const done = stored.find((item) => item.rung.name === rung.name);
    if (!done) throw new Error(`rung ${rung.name} is neither made nor stored`);
    await mkdir(dir, { recursive: true });
    await readRungInto(context.storage, { keys: done.keys, dir });
  }
  const output = path.join(dir, `${rung.name}.mp4`);
  await remuxToMp4(context.tools, {
    playlist: path.join(dir, files.playlist),
    output,
    timeLimitSeconds,
  });
  const key = `${ladder.folder}/${rung.name}.mp4`;
  await putLocalFile(context.storage, { file: output, key });
  return key;
}

/** Given up: every file made is deleted and the ladder keeps only its reason. */
async function failLadder(context: LadderContext, id: number, failure: VideoFailure) {
  const [ladder] = await context.db.select().from(videoLadders).where(eq(videoLadders.id, id));
  if (!ladder) return;
  await context.db
    .update(videoLadders)
    .set({
      state: 'failed',
      failure,
      percent: 0,
      rungs: [],
      master_key: null,
      data_saver_key: null,
      mp4_key: null,
      poster_key: null,
    })
    .where(eq(videoLadders.id, id));
  await context.changed();
  await deleteKeys(context.storage, ladderKeys(ladder));
}

async function deleteKeys(storage: Storage, keys: Array<string | null>) {
  for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
}
