import * as z from 'zod/mini';

/**
 * A lesson or teacher video as the player meets it (docs/decisions.md §16): the HLS ladder
 * made on the job queue, and the uploaded original until a first rendition is ready.
 */

/** The rungs of the ladder, lowest first; a video gets those not above its own size. */
export const VIDEO_RUNGS = [240, 360, 480, 720] as const;

/**
 * Length of a ladder's segments, three keyframe intervals: few requests on a slow link. The
 * transcoder cuts them; the player's quick start counts on it.
 */
export const VIDEO_SEGMENT_SECONDS = 6;

/** Heights the data-saver playlist keeps, for players that offer no choice of their own (iOS). */
export const DATA_SAVER_RUNGS = [240, 360] as const;

/**
 * - `queued`: waiting for the transcoder; `processing`: being made (`percent`), playable once
 *   a first rung is in `rungs`; `ready`: every rung, the MP4 and the poster are made;
 * - `failed`: given up, with `failure`; `original`: this server has no ffmpeg, so the upload
 *   is served as it came.
 */
export const VIDEO_STATES = ['queued', 'processing', 'ready', 'failed', 'original'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** Why making a ladder failed, as a message key under `video.failure.*`. */
export const VIDEO_FAILURES = ['not_a_video', 'too_long', 'transcode_failed'] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];

export const CAPTION_LANGUAGES = ['ar', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Largest caption file accepted: a two-hour lecture's WebVTT is well under 1 MB. */
export const CAPTION_MAX_BYTES = 1024 * 1024;

/** Same-origin URL paths such as `/storage/videos/hls/3f2a…/master-2.m3u8`. */
const storagePath = z.string();

/** An answer schema, in zod/mini like every answer (envelope.ts). */
export const videoStreamSchema = z.object({
  state: z.enum(VIDEO_STATES),
  /** 0–100 while processing; 100 when ready. */
  percent: z.int(),
  failure: z.nullable(z.enum(VIDEO_FAILURES)),
  /** The master playlist of the rungs made so far; null until the first is made. */
  hls: z.nullable(storagePath),
  /** A master playlist of 240p and 360p only (Data saver where the player offers no choice). */
  data_saver: z.nullable(storagePath),
  /** One 360p MP4 (or the largest rung below it): saved for offline, and the last fallback. */
  mp4: z.nullable(storagePath),
  /** A frame of the video, when the uploader gave no picture. */
  poster: z.nullable(storagePath),
  /** Heights of the rungs made so far, lowest first. */
  rungs: z.array(z.int()),
  captions: z.array(z.object({ language: z.enum(CAPTION_LANGUAGES), src: storagePath })),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/**
 * GET /api/admin/videos/status: ffmpeg's version (null: none on this server, so videos play
 * as uploaded), whether this instance makes ladders itself, and how many ladders are in
 * each state.
 */
export const videoServerStatusSchema = z.object({
  ffmpeg: z.nullable(z.string()),
  transcodes: z.boolean(),
  ladders: z.record(z.string(), z.int()),
});
export type VideoServerStatus = z.infer<typeof videoServerStatusSchema>;

/** The player's choice of quality, remembered on the device: Auto, Data saver or one rung. */
export const VIDEO_QUALITIES = ['auto', 'data_saver', ...VIDEO_RUNGS.map(String)] as const;
export type VideoQuality = 'auto' | 'data_saver' | `${(typeof VIDEO_RUNGS)[number]}`;
