import type { FfmpegTools } from './find-ffmpeg.ts';
import { runTool } from './run-tool.ts';
import { absolutePath, outputFile } from './safe-paths.ts';

const REMUX_TIME_LIMIT_SECONDS = 10 * 60;

/**
 * The offline MP4: a rung's segments copied, not re-encoded, into one progressive file
 * with its index first (faststart), so it plays while it downloads. The input is a playlist
 * our own transcode wrote, the one place the hls demuxer runs; it may still open only
 * local files, and only the two extensions our segments have.
 */
export async function remuxToMp4(
  tools: FfmpegTools,
  options: { playlist: string; output: string; timeLimitSeconds?: number; signal?: AbortSignal },
) {
  const { playlist, signal, timeLimitSeconds = REMUX_TIME_LIMIT_SECONDS } = options;
  // biome-ignore format: flags and their values read best in pairs
  const args = [
    '-nostdin', '-hide_banner', '-v', 'error',
    '-protocol_whitelist', 'file', '-f', 'hls', '-allowed_extensions', 'm4s,mp4',
    '-i', `file:${absolutePath(playlist, 'playlist')}`,
    '-map', '0', '-c', 'copy', '-map_metadata', '-1',
    '-movflags', '+faststart', '-f', 'mp4', '-y', outputFile(options.output),
  ];
  await runTool(tools.ffmpeg, args, { signal, timeLimitSeconds });
}
