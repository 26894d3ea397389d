import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAVideoError, TranscodeFailedError, UnsafePathError } from './errors.ts';
import { extractPoster } from './extract-poster.ts';
import { type FfmpegTools, findFfmpeg } from './find-ffmpeg.ts';
import { planLadder } from './plan-ladder.ts';
import { probeVideo } from './probe-video.ts';
import { transcodeRung } from './transcode-rung.ts';

const SECRET = `secret-${randomBytes(8).toString('hex')}`;
/** An MP4 file type box: what the upload sniff looks for in the first bytes. */
const FTYP = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

let dir: string;
let tools: FfmpegTools;
let server: Server;
const requests: string[] = [];
const crafted: Record<string, string> = {};

beforeAll(async () => {
  const found = await findFfmpeg({});
  if (!found) throw new Error('these tests need ffmpeg with libx264 on PATH');
  tools = found;
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-safety-'));
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secret = path.join(dir, 'secret.ts');
  await writeFile(secret, SECRET);
  // Files that would make ffmpeg fetch a URL and read another file, were it to follow them.
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:10',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXTINF:10.0,',
    `${url}/segment.ts`,
    '#EXTINF:10.0,',
    secret,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  const concat = `ffconcat version 1.0\nfile '${secret}'\nfile '${url}/concat.ts'\n`;
  const files = {
    'playlist.mp4': Buffer.from(playlist),
    'playlist.m3u8': Buffer.from(playlist),
    'ftyp-playlist.mp4': Buffer.concat([FTYP, Buffer.from(playlist)]),
    'concat.mp4': Buffer.from(concat),
    'ftyp-concat.mp4': Buffer.concat([FTYP, Buffer.from(concat)]),
    'ftyp-random.mp4': Buffer.concat([FTYP, randomBytes(64 * 1024)]),
  };
  for (const [name, bytes] of Object.entries(files)) {
    crafted[name] = path.join(dir, name);
    await writeFile(path.join(dir, name), bytes);
  }
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const rung = planLadder({ width: 640, height: 360 })[0];
if (!rung) throw new Error('no rung');

describe('a crafted "video"', () => {
  // Each file's runs are independent, so they run side by side: the test takes as long as
  // one ffmpeg start, which at the lowest priority on a busy machine is most of its time.
  it('is not a video to probeVideo, and no one is called', async () => {
    const errors = await Promise.all(
      Object.values(crafted).map((file) => probeVideo(tools, file).catch((e: unknown) => e)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(NotAVideoError);
      expect(String(error)).not.toContain(SECRET);
    }
    expect(requests).toEqual([]);
  });

  it('makes transcodeRung and extractPoster fail without reading or calling anything', async () => {
    const attempt = async ([name, file]: [string, string]) => {
      const outputDir = path.join(dir, `out-${name.replace('.', '-')}`);
      const input = { input: file, durationSeconds: 10, hasAudio: true, timeLimitSeconds: 60 };
      const errors = [
        await transcodeRung(tools, { ...input, outputDir, rung }).catch((e: unknown) => e),
        await extractPoster(tools, {
          input: file,
          output: path.join(outputDir, 'poster.jpg'),
          atSeconds: 0,
        }).catch((e: unknown) => e),
      ];
      const outputs = await Promise.all(
        (await readdir(outputDir)).map((output) =>
          readFile(path.join(outputDir, output), 'latin1'),
        ),
      );
      return { name, errors, outputs };
    };
    for (const { name, errors, outputs } of await Promise.all(
      Object.entries(crafted).map(attempt),
    )) {
      for (const error of errors) {
        expect(error, name).toBeInstanceOf(TranscodeFailedError);
        expect(String(error)).not.toContain(SECRET);
      }
      for (const output of outputs) expect(output).not.toContain(SECRET);
    }
    expect(requests).toEqual([]);
  });

  it('would reach the test server through ffmpeg without our options (the test can see a call)', async () => {
    // Plain ffmpeg guesses the hls demuxer from the content; http allowed here on purpose.
    const plain = [
      '-nostdin',
      '-v',
      'error',
      '-protocol_whitelist',
      'file,http,tcp',
      '-i',
      crafted['playlist.m3u8'] ?? '',
      '-f',
      'null',
      '-',
    ];
    await promisify(execFile)(tools.ffmpeg, plain, { timeout: 30_000 }).catch(() => undefined);
    expect(requests).toEqual(['/segment.ts']);
  });
});

describe('paths', () => {
  it('refuses an input or output that is not an absolute path, before running anything', async () => {
    const none = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe', version: '0' };
    const inputs = [
      'video.mp4',
      './video.mp4',
      `http://127.0.0.1/x.mp4`,
      'file:/etc/passwd',
      '/tmp/../etc/passwd',
    ];
    for (const input of inputs) {
      await expect(probeVideo(none, input), input).rejects.toBeInstanceOf(UnsafePathError);
      await expect(
        transcodeRung(none, {
          input,
          outputDir: dir,
          rung,
          durationSeconds: 1,
          hasAudio: false,
          timeLimitSeconds: 1,
        }),
      ).rejects.toBeInstanceOf(UnsafePathError);
    }
    const base = {
      input: path.join(dir, 'x.mp4'),
      rung,
      durationSeconds: 1,
      hasAudio: false,
      timeLimitSeconds: 1,
    };
    for (const outputDir of ['out', path.join(dir, '%n')]) {
      await expect(transcodeRung(none, { ...base, outputDir })).rejects.toBeInstanceOf(
        UnsafePathError,
      );
    }
    await expect(
      transcodeRung(none, { ...base, outputDir: dir, rung: { ...rung, name: '../x' } }),
    ).rejects.toBeInstanceOf(UnsafePathError);
    for (const output of [path.join(dir, 'Poster.JPG'), 'poster.jpg', path.join(dir, 'a b.jpg')]) {
      await expect(
        extractPoster(none, { input: base.input, output, atSeconds: 0 }),
      ).rejects.toBeInstanceOf(UnsafePathError);
    }
  });
});
