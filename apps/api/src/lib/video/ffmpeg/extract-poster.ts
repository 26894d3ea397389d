import { stat } from 'node:fs/promises';
import { TranscodeFailedError } from './errors.ts';
import type { FfmpegTools } from './find-ffmpeg.ts';
import { runTool } from './run-tool.ts';
import { outputFile, untrustedInput } from './safe-paths.ts';

const POSTER_TIME_LIMIT_SECONDS = 60;
/** Larger posters cost bytes on the catalogue page and look no better at card size. */
const MAX_POSTER_HEIGHT = 720;

/** Where to take the poster: past a fade-in or black first frame, inside a short clip. */
export function posterTime(durationSeconds: number) {
  return Math.min(2, durationSeconds / 3);
}

/** A JPEG of one frame at atSeconds, upright, at most 720 pixels high. */
export async function extractPoster(
  tools: FfmpegTools,
  options: {
    input: string;
    output: string;
    atSeconds: number;
    timeLimitSeconds?: number;
    signal?: AbortSignal;
  },
) {
  const { atSeconds, signal, timeLimitSeconds = POSTER_TIME_LIMIT_SECONDS } = options;
  // biome-ignore format: flags and their values read best in pairs
  const args = [
    '-nostdin', '-hide_banner', '-v', 'error',
    // Before -i: the demuxer seeks to the keyframe before the time and decodes up to it.
    '-ss', Math.max(0, atSeconds).toFixed(3),
    ...untrustedInput(options.input),
    '-map', '0:V:0', '-map_metadata', '-1', '-frames:v', '1',
    '-vf', `scale=-2:'min(${MAX_POSTER_HEIGHT},ih)'`,
    '-q:v', '4', '-f', 'image2', '-update', '1', '-y', outputFile(options.output),
  ];
  await runTool(tools.ffmpeg, args, { signal, timeLimitSeconds });
  // A time past the last frame makes ffmpeg succeed having written nothing.
  const size = await stat(options.output).then(
    (s) => s.size,
    () => 0,
  );
  if (!size) throw new TranscodeFailedError('no frame at the poster time', 0, '');
}
