import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyframeTimes, makeTestVideo, probeJson } from '../../../test-support/videos.ts';
import { TranscodeTimeoutError } from './errors.ts';
import { extractPoster, posterTime } from './extract-poster.ts';
import { type FfmpegTools, findFfmpeg } from './find-ffmpeg.ts';
import { avcCodec, masterPlaylist } from './master-playlist.ts';
import { measureRung } from './measure-rung.ts';
import { mp4Rung, planLadder, type Rung } from './plan-ladder.ts';
import { probeVideo } from './probe-video.ts';
import { remuxToMp4 } from './remux-to-mp4.ts';
import { FILE_NAME } from './safe-paths.ts';
import { transcodeRung } from './transcode-rung.ts';

let dir: string;
let tools: FfmpegTools;
/**
 * 14 s of 640x360 with a tone: three 6-second segments (6, 6, 2). 15 frames a second
 * halves the encoding work, and the keyframes must still fall every 2 seconds.
 */
let source: string;
let plan: Rung[];
const progress: number[] = [];

const rungAt = (index: number) => {
  const rung = plan[index];
  if (!rung) throw new Error(`no rung ${index}`);
  return rung;
};

beforeAll(async () => {
  const found = await findFfmpeg({});
  if (!found) throw new Error('these tests need ffmpeg with libx264 on PATH');
  tools = found;
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-test-'));
  source = await makeTestVideo(dir, 'source.mp4', {
    width: 640,
    height: 360,
    seconds: 14,
    audio: true,
    rate: 15,
  });
  const info = await probeVideo(tools, source);
  plan = planLadder(info);
  // Made once for the whole file, rungs side by side as a worker would; tests read the files.
  await Promise.all(
    plan.map((rung, index) =>
      transcodeRung(tools, {
        input: source,
        outputDir: path.join(dir, 'out'),
        rung,
        durationSeconds: info.durationSeconds,
        hasAudio: info.hasAudio,
        timeLimitSeconds: 120,
        onProgress: index === 0 ? (fraction) => progress.push(fraction) : undefined,
      }),
    ),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('findFfmpeg', () => {
  it('finds ffmpeg and ffprobe on PATH, and answers null for a missing binary', async () => {
    expect(tools.version).toMatch(/^\S+$/);
    expect(await findFfmpeg({ ffmpegPath: path.join(dir, 'no-such-ffmpeg') })).toBeNull();
  });
});

describe('probeVideo', () => {
  it('reads size, duration, frame rate and audio', async () => {
    expect(await probeVideo(tools, source)).toEqual({
      width: 640,
      height: 360,
      durationSeconds: expect.closeTo(14, 0),
      frameRate: 15,
      hasAudio: true,
    });
  });
});

describe('transcodeRung', () => {
  it('plans 240p and 360p for a 640x360 source', () => {
    expect(plan.map((rung) => rung.name)).toEqual(['240p', '360p']);
  });

  it('writes a VOD playlist of fMP4 segments, every file name a storage key', async () => {
    const text = await readFile(path.join(dir, 'out/240p.m3u8'), 'utf8');
    expect(text).toContain('#EXT-X-MAP:URI="240p-init.mp4"');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1])).toBeLessThanOrEqual(7);
    const segments = text.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(segments).toEqual(['240p-00000.m4s', '240p-00001.m4s', '240p-00002.m4s']);
    const files = await readdir(path.join(dir, 'out'));
    for (const file of files) expect(file).toMatch(FILE_NAME);
    expect(files).toEqual(expect.arrayContaining([...segments, '240p-init.mp4', '360p.m3u8']));
  });

  it("measures a rung's real peak and average, under its ceiling", async () => {
    const measured = await measureRung(path.join(dir, 'out'), '240p.m3u8');
    const segments = (await readdir(path.join(dir, 'out'))).filter((f) => /^240p-.*\.m4s$/.test(f));
    expect(segments).toHaveLength(3);
    expect(measured.averageBandwidth).toBeGreaterThan(0);
    expect(measured.bandwidth).toBeGreaterThanOrEqual(measured.averageBandwidth * 0.5);
    // The encoder's cap (200 kbps video + 48 kbps audio) with room for the boxes around them.
    expect(measured.bandwidth).toBeLessThan(rungAt(0).bandwidth * 1.5);
  });

  it('puts keyframes every 2 seconds, at the same times in every rung', async () => {
    const times = [];
    for (const rung of plan) {
      // An init segment followed by its media segments is one fragmented MP4.
      const names = ['init', '00000', '00001', '00002'].map((n) =>
        path.join(dir, `out/${rung.name}-${n}.${n === 'init' ? 'mp4' : 'm4s'}`),
      );
      const joined = path.join(dir, `${rung.name}-joined.mp4`);
      await writeJoined(names, joined);
      const keyframes = await keyframeTimes(joined);
      times.push(keyframes.map((t) => Math.round((t - (keyframes[0] ?? 0)) * 100) / 100));
    }
    expect(times[0]).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(times[1]).toEqual(times[0]);
  });

  it('encodes what the codec string in the master playlist says', async () => {
    for (const rung of plan) {
      const init = await readFile(path.join(dir, `out/${rung.name}-init.mp4`));
      const avcC = init.indexOf('avcC') + 4;
      // configurationVersion, then profile, constraint flags and level: the avc1.PPCCLL bytes.
      expect(`avc1.${init.subarray(avcC + 1, avcC + 4).toString('hex')}`).toBe(avcCodec(rung));
    }
  });

  it('reports progress, rising, to the end', () => {
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeGreaterThanOrEqual(0.9);
    expect(Math.max(...progress)).toBeLessThanOrEqual(1);
  });

  it('kills ffmpeg past its time limit', async () => {
    const options = { input: source, outputDir: path.join(dir, 'late'), rung: rungAt(1) };
    await expect(
      transcodeRung(tools, {
        ...options,
        durationSeconds: 14,
        hasAudio: true,
        timeLimitSeconds: 0.001,
      }),
    ).rejects.toBeInstanceOf(TranscodeTimeoutError);
  });

  it('kills ffmpeg when aborted, and does not start when already aborted', async () => {
    const options = {
      input: source,
      outputDir: path.join(dir, 'aborted'),
      rung: rungAt(1),
      durationSeconds: 14,
      hasAudio: true,
      timeLimitSeconds: 120,
    };
    const controller = new AbortController();
    const running = transcodeRung(tools, { ...options, signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      transcodeRung(tools, { ...options, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('runTool', () => {
  /** The process's state letter, or null once it is gone; a zombie (Z) is dead too. */
  const stateOf = async (pid: number) => {
    try {
      return (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.[0] ?? null;
    } catch {
      return null;
    }
  };
  const until = async (done: () => Promise<boolean>) => {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  // An ffmpeg that writes nothing to its pipes never learns its reader is gone: without the
  // parent-death signal it would run its ten minutes (-re: in real time) as an orphan, past
  // the test's time-out.
  it.runIf(process.platform === 'linux')(
    'takes ffmpeg down with the process that started it, killed with -9',
    async () => {
      const script = path.join(dir, 'starts-ffmpeg.ts');
      await writeFile(
        script,
        `import { runTool } from ${JSON.stringify(path.resolve(import.meta.dirname, 'run-tool.ts'))};
runTool('ffmpeg', ['-nostdin', '-v', 'quiet', '-nostats', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30', '-t', '600', '-f', 'null', '/dev/null'], { timeLimitSeconds: 600, onLine: () => {} });
setInterval(() => {}, 1000);
`,
      );
      const parent = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
      const children = () => {
        try {
          return execFileSync('ps', ['--ppid', String(parent.pid), '-o', 'pid=,comm='], {
            encoding: 'utf8',
          });
        } catch {
          return ''; // ps exits 1 while there are none
        }
      };
      let ffmpeg = 0;
      await until(async () => {
        ffmpeg = Number(/(\d+)\s+ffmpeg/.exec(children())?.[1] ?? 0);
        return ffmpeg > 0;
      });
      expect(['R', 'S', 'D']).toContain(await stateOf(ffmpeg));
      parent.kill('SIGKILL');
      await until(async () => [null, 'Z'].includes(await stateOf(ffmpeg)));
    },
  );
});

describe('remuxToMp4 and extractPoster', () => {
  it('copies the 360p segments into one MP4 that plays from its start', async () => {
    const rung = mp4Rung(plan);
    expect(rung.name).toBe('360p');
    const output = path.join(dir, 'offline.mp4');
    await remuxToMp4(tools, { playlist: path.join(dir, `out/${rung.name}.m3u8`), output });
    const { format, streams } = await probeJson(output, ['-show_format', '-show_streams']);
    expect(Number(format.duration)).toBeCloseTo(14, 0);
    expect(streams.map((s: { codec_name: string }) => s.codec_name)).toEqual(['h264', 'aac']);
    const bytes = await readFile(output);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('writes a JPEG poster', async () => {
    const output = path.join(dir, 'poster.jpg');
    await extractPoster(tools, { input: source, output, atSeconds: posterTime(14) });
    expect((await readFile(output)).subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });
});

describe('a portrait phone video without sound', () => {
  it('is planned upright and gets a master playlist without audio', async () => {
    // Recorded 640x360 with a quarter-turn display matrix, as phones store portrait video.
    const input = await makeTestVideo(dir, 'portrait.mp4', {
      width: 640,
      height: 360,
      seconds: 2,
      audio: false,
      rotate: 90,
    });
    const info = await probeVideo(tools, input);
    expect(info).toMatchObject({ width: 360, height: 640, hasAudio: false });
    expect([90, 270]).toContain(info.rotation);
    const portraitPlan = planLadder(info);
    expect(portraitPlan.map((rung) => `${rung.name} ${rung.width}x${rung.height}`)).toEqual([
      '240p 240x426',
      '360p 360x640',
    ]);
    const rung = portraitPlan[0] as Rung;
    const outputDir = path.join(dir, 'portrait');
    const playlist = await transcodeRung(tools, {
      input,
      outputDir,
      rung,
      ...info,
      timeLimitSeconds: 60,
    });
    const { streams } = await probeJson(path.join(outputDir, `${rung.name}-init.mp4`), [
      '-show_streams',
    ]);
    expect(streams).toMatchObject([{ codec_type: 'video', width: 240, height: 426 }]);
    const master = masterPlaylist([{ rung, playlist }], { hasAudio: info.hasAudio });
    expect(master).toContain('CODECS="avc1.4d401e"');
    expect(master).not.toContain('mp4a');
  });
});

async function writeJoined(files: string[], output: string) {
  await writeFile(output, Buffer.concat(await Promise.all(files.map((file) => readFile(file)))));
}
