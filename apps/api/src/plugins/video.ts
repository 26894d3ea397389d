import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type FfmpegTools, findFfmpeg } from '../lib/video/ffmpeg/index.ts';
import type { VideoDeps } from '../lib/video/video-upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lesson videos as HLS ladders (docs/decisions.md §16). */
    video: {
      /** The ffmpeg found at start, or null: videos then play as uploaded. */
      ffmpeg: FfmpegTools | null;
      /** This instance makes ladders (ffmpeg found and VIDEO_TRANSCODE on). */
      transcodes: boolean;
      /** What the routes that store videos pass to lib/video. */
      deps: () => VideoDeps;
    };
  }
}

/**
 * Looks for ffmpeg once at start and says so when it is missing (here, and in the admin
 * console): `npm start` on a fresh machine still works, serving videos as uploaded.
 * Uploads are queued for a ladder whenever someone can make it: this instance, or a
 * dedicated worker when this one has VIDEO_TRANSCODE off.
 */
export const videoPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const ffmpeg = await findFfmpeg(config.video);
    if (!ffmpeg && config.video.transcode) {
      app.log.warn(
        { ffmpeg: config.video.ffmpegPath, ffprobe: config.video.ffprobePath },
        'no ffmpeg found: lesson videos are served as uploaded. Install ffmpeg (Debian: apt install ffmpeg) and restart',
      );
    }
    const transcodes = ffmpeg !== null && config.video.transcode;
    const queuesLadders = transcodes || !config.video.transcode;
    app.decorate('video', {
      ffmpeg,
      transcodes,
      deps: () => ({ db: app.db, jobs: app.jobs, storage: app.storage, queuesLadders }),
    });
  },
  { name: 'video', dependencies: ['database', 'storage', 'jobs'] },
);
