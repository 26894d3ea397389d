import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small H.264 MP4 made from ffmpeg's test pattern (and a tone), for tests that need a
 * real video. ultrafast: the file's quality does not matter, the test's time does.
 */
export async function makeTestVideo(
  dir: string,
  name: string,
  options: {
    width: number;
    height: number;
    seconds: number;
    audio: boolean;
    rate?: number;
    rotate?: number;
  },
) {
  const file = path.join(dir, name);
  const { width, height, seconds, audio } = options;
  // biome-ignore format: flags and their values read best in pairs
  await run('ffmpeg', [
    '-nostdin', '-v', 'error',
    '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${options.rate ?? 30}`,
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
    '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ...(audio ? ['-c:a', 'aac'] : []),
    '-y', file,
  ]);
  if (!options.rotate) return file;
  // ffmpeg 5 writes a display matrix from this tag when it copies (not when it encodes),
  // which is how a phone stores a portrait video.
  const rotated = path.join(dir, `rotated-${name}`);
  // biome-ignore format: flags and their values read best in pairs
  await run('ffmpeg', [
    '-nostdin', '-v', 'error', '-i', file, '-c', 'copy',
    '-metadata:s:v:0', `rotate=${options.rotate}`, '-y', rotated,
  ]);
  return rotated;
}

/** ffprobe's JSON about a file we made (trusted: the test's own output). */
export async function probeJson(file: string, entries: string[]) {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', ...entries, file],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/** The times of a file's video keyframes, from its packets (no decoding needed). */
export async function keyframeTimes(file: string): Promise<number[]> {
  const { packets } = await probeJson(file, [
    '-select_streams',
    'v',
    '-show_entries',
    'packet=pts_time,flags',
  ]);
  return (packets as { pts_time: string; flags: string }[])
    .filter((packet) => packet.flags.startsWith('K'))
    .map((packet) => Number(packet.pts_time));
}
