import type { VideoStream } from '@madrasa/contracts';
import { videoLadders } from '../../db/schema.ts';
import { optionalStoragePath, storagePath } from '../storage-path.ts';

/**
 * The ladder's columns a list selects beside a lesson or teacher video, with
 * `.leftJoin(videoLadders, eq(videoLadders.id, <table>.video_ladder_id))`.
 */
export const ladderColumns = {
  ladder_state: videoLadders.state,
  ladder_percent: videoLadders.percent,
  ladder_failure: videoLadders.failure,
  ladder_rungs: videoLadders.rungs,
  ladder_master: videoLadders.master_key,
  ladder_data_saver: videoLadders.data_saver_key,
  ladder_mp4: videoLadders.mp4_key,
  ladder_poster: videoLadders.poster_key,
};

type LadderRow = {
  [Column in keyof typeof ladderColumns]: (typeof ladderColumns)[Column]['_']['data'] | null;
} & { captions_ar: string | null; captions_en: string | null };

/**
 * What the player gets (contracts/video.ts). No ladder row means the video was stored
 * where no ffmpeg was found: it plays as uploaded. A failed ladder shows none of the
 * files it made (they are deleted as it fails).
 */
export function videoStream(row: LadderRow): VideoStream {
  const captions = [
    ...(row.captions_ar ? [{ language: 'ar' as const, src: storagePath(row.captions_ar) }] : []),
    ...(row.captions_en ? [{ language: 'en' as const, src: storagePath(row.captions_en) }] : []),
  ];
  if (row.ladder_state === null) {
    return {
      state: 'original',
      percent: 0,
      failure: null,
      hls: null,
      data_saver: null,
      mp4: null,
      poster: null,
      rungs: [],
      captions,
    };
  }
  const failed = row.ladder_state === 'failed';
  return {
    state: row.ladder_state,
    percent: row.ladder_state === 'ready' ? 100 : (row.ladder_percent ?? 0),
    failure: failed ? row.ladder_failure : null,
    hls: failed ? null : optionalStoragePath(row.ladder_master),
    data_saver: failed ? null : optionalStoragePath(row.ladder_data_saver),
    mp4: failed ? null : optionalStoragePath(row.ladder_mp4),
    poster: failed ? null : optionalStoragePath(row.ladder_poster),
    rungs: failed
      ? []
      : (row.ladder_rungs ?? []).map((stored) => stored.rung.height).sort((a, b) => a - b),
    captions,
  };
}
