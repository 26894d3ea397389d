import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_SEGMENT_SECONDS } from '@madrasa/contracts';
import { UnsafePathError } from './errors.ts';
import type { FfmpegTools } from './find-ffmpeg.ts';
import type { Rung } from './plan-ladder.ts';
import { runTool } from './run-tool.ts';
import { FILE_NAME, outputDirectory, untrustedInput } from './safe-paths.ts';

/** Keyframe spacing: segments cut on keyframes, and every rung has them at the same times. */
export const KEYFRAME_SECONDS = 2;
/** x264's own default quality; the rung's bitrate caps it. */
const CRF = 23;

export type TranscodeRungOptions = {
  input: string;
  outputDir: string;
  rung: Rung;
  durationSeconds: number;
  hasAudio: boolean;
  timeLimitSeconds: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
};

/** The files one rung writes into outputDir; the playlist names the others relatively. */
export function rungFiles(name: string) {
  const files = {
    playlist: `${name}.m3u8`,
    init: `${name}-init.mp4`,
    segmentPattern: `${name}-%05d.m4s`,
    firstSegment: `${name}-00000.m4s`,
  };
  if (![files.playlist, files.init, files.firstSegment].every((file) => FILE_NAME.test(file))) {
    throw new UnsafePathError(`rung name "${name}" breaks the file name rule`);
  }
  return files;
}

/** The ffmpeg arguments for one rung (exported so tests and docs show the exact list). */
export function transcodeArgs(
  options: Pick<TranscodeRungOptions, 'input' | 'outputDir' | 'rung' | 'hasAudio'>,
) {
  const { rung, hasAudio } = options;
  const dir = outputDirectory(options.outputDir);
  const files = rungFiles(rung.name);
  const gop = String(Math.round(rung.frameRate * KEYFRAME_SECONDS));
  // biome-ignore format: flags and their values read best in pairs
  const audio = hasAudio
    ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${rung.audioKbps}k`,
       '-ac', String(rung.audioChannels), '-ar', '48000']
    : ['-an'];
  // biome-ignore format: flags and their values read best in pairs
  return [
    '-nostdin', '-hide_banner', '-v', 'error', '-nostats', '-progress', 'pipe:1',
    ...untrustedInput(options.input),
    // "V", not "v": the first real video stream, never an attached cover picture.
    '-map', '0:V:0',
    // Phones record where a video was filmed: none of the source's metadata is kept.
    '-map_metadata', '-1', '-map_chapters', '-1',
    // ffmpeg has already turned the picture upright (autorotate), so W:H is the displayed size.
    '-vf', `scale=${rung.width}:${rung.height},setsar=1`,
    '-r', String(rung.frameRate),
    '-c:v', 'libx264', '-profile:v', 'main', '-level:v', (rung.avcLevel / 10).toFixed(1),
    '-pix_fmt', 'yuv420p', '-preset', 'veryfast',
    // Capped quality, not a target bitrate: a teacher at a board needs far fewer bits than
    // the rung's rate, which stays the ceiling for busy pictures (and what a phone pays).
    '-crf', String(CRF),
    '-maxrate', `${rung.videoKbps}k`,
    // Two seconds of video: one keyframe interval of rate control slack.
    '-bufsize', `${rung.videoKbps * KEYFRAME_SECONDS}k`,
    // Keyframes on the clock, not on scene cuts, so segments of every rung line up.
    '-g', gop, '-keyint_min', gop, '-sc_threshold', '0',
    '-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    ...audio,
    '-f', 'hls', '-hls_segment_type', 'fmp4', '-hls_time', String(VIDEO_SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_fmp4_init_filename', files.init,
    '-hls_segment_filename', path.posix.join(dir, files.segmentPattern),
    '-y', path.posix.join(dir, files.playlist),
  ];
}

/**
 * Makes one rung: an HLS VOD media playlist `<name>.m3u8`, its init segment and 6-second
 * fMP4 segments in outputDir, in one ffmpeg process. Resolves with the playlist's file name.
 */
export async function transcodeRung(tools: FfmpegTools, options: TranscodeRungOptions) {
  const { durationSeconds, onProgress, signal, timeLimitSeconds } = options;
  const args = transcodeArgs(options);
  // The HLS muxer creates files, not directories.
  await mkdir(options.outputDir, { recursive: true });
  let reported = 0;
  await runTool(tools.ffmpeg, args, {
    signal,
    timeLimitSeconds,
    onLine: (line) => {
      // out_time_us is microseconds (so, despite its name, is out_time_ms); "N/A" at the start.
      const match = /^out_time_us=(\d+)$/.exec(line);
      const fraction = match
        ? Math.min(1, Number(match[1]) / 1e6 / durationSeconds)
        : line === 'progress=end'
          ? 1
          : 0;
      if (fraction > reported) {
        reported = fraction;
        onProgress?.(fraction);
      }
    },
  });
  return rungFiles(options.rung.name).playlist;
}
