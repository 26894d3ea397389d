import { runTool } from './run-tool.ts';

export type FfmpegTools = { ffmpeg: string; ffprobe: string; version: string };

/** `-version` answers at once; a binary that hangs on it is as good as missing. */
const VERSION_TIME_LIMIT_SECONDS = 10;

/**
 * The ffmpeg and ffprobe binaries (from PATH unless configured) and ffmpeg's version, or
 * null when either is missing, fails, or ffmpeg was built without libx264 (every rung is
 * H.264, so such a build could make nothing): the caller then leaves videos unprocessed.
 */
export async function findFfmpeg(config: {
  ffmpegPath?: string;
  ffprobePath?: string;
}): Promise<FfmpegTools | null> {
  const ffmpeg = config.ffmpegPath || 'ffmpeg';
  const ffprobe = config.ffprobePath || 'ffprobe';
  const limits = { timeLimitSeconds: VERSION_TIME_LIMIT_SECONDS };
  try {
    const [ffmpegOut] = await Promise.all([
      runTool(ffmpeg, ['-hide_banner', '-version'], limits),
      runTool(ffprobe, ['-hide_banner', '-version'], limits),
    ]);
    const version = /^ffmpeg version (\S+)/m.exec(ffmpegOut)?.[1];
    if (!version || !ffmpegOut.includes('--enable-libx264')) return null;
    return { ffmpeg, ffprobe, version };
  } catch {
    return null;
  }
}
