import type { MessageKey } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Storage } from '../storage/index.ts';
import type { StoredUpload } from '../uploads/index.ts';
import { captionsProblem } from './check-captions.ts';
import { type LadderRef, ladderFor, queueLadder } from './ladders.ts';

/** The optional WebVTT files beside a video upload, stored in `folder`. */
export const captionFiles = (folder: string) =>
  ({
    captions_ar: { kind: 'captions', folder },
    captions_en: { kind: 'captions', folder },
  }) as const;

type CaptionUploads = { captions_ar?: StoredUpload; captions_en?: StoredUpload };

/** What a route that stores videos needs: the app's database, queue, storage and ffmpeg. */
export type VideoDeps = {
  db: Database;
  jobs: Jobs;
  storage: Storage;
  /** false where no ladder can be made (no ffmpeg here and no worker elsewhere). */
  queuesLadders: boolean;
};

/**
 * Reads every uploaded captions file whole (the sniff saw only its first line): a file a
 * browser would reject is refused now with a 422 on its field, and the upload is undone.
 */
export async function checkCaptions(storage: Storage, files: CaptionUploads): Promise<void> {
  const errors: Record<string, MessageKey[]> = {};
  for (const field of ['captions_ar', 'captions_en'] as const) {
    const file = files[field];
    const problem = file && (await captionsProblem(storage, file.key));
    if (problem) errors[field] = [problem];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'validation_failed', 'error.validation_failed', {}, errors);
  }
}

/** The columns a new or replaced video sets: its ladder and its captions. */
export type VideoColumns = {
  video_ladder_id?: number | null;
  captions_ar?: string;
  captions_en?: string;
};

/**
 * Writes a row that stores a video: its captions checked first, then, in one transaction,
 * its ladder (found by the video's bytes, or new) and the row `write` inserts or updates
 * with `columns`. The ladder row stays locked until the row pointing at it is written, so
 * a concurrent release cannot delete it in between. The transcoder is sent the ladder once
 * the transaction is in.
 */
export async function saveVideo<Result>(
  deps: VideoDeps,
  files: CaptionUploads & { video?: StoredUpload },
  write: (tx: Database, columns: VideoColumns) => Promise<Result>,
): Promise<Result> {
  await checkCaptions(deps.storage, files);
  let ladder: LadderRef | null = null;
  const result = await deps.db.transaction(async (tx) => {
    ladder = files.video && deps.queuesLadders ? await ladderFor(tx, files.video.sha256) : null;
    return write(tx, {
      ...(files.video ? { video_ladder_id: ladder?.id ?? null } : {}),
      ...(files.captions_ar ? { captions_ar: files.captions_ar.key } : {}),
      ...(files.captions_en ? { captions_en: files.captions_en.key } : {}),
    });
  });
  if (ladder) await queueLadder(deps.jobs, ladder);
  return result;
}
