// What bench:video and bench:offline share: the phone-like lesson they upload, Lighthouse's
// mobile phone and link, and the waits around the server's ladder jobs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openAsBlob, renameSync } from 'node:fs';
import { join } from 'node:path';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { call, DEMO, root, settled } from './lib.mjs';

export const SOURCE_SECONDS = 120;
export const MB = 1_000_000;
const CACHE = join(root, 'bench/.cache');

/** Lighthouse's mobile link: 1.6 Mbps as it counts (×1024), 150 ms, 750 kbps up. */
export const PHONE_KBPS = 1.6 * 1024;
/** Lighthouse's mobile device: a Moto G Power, 412×823 at 1.75 device pixels a CSS pixel. */
export const PHONE = {
  viewport: {
    width: screenEmulationMetrics.mobile.width,
    height: screenEmulationMetrics.mobile.height,
  },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export const probe = (file) =>
  JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]),
  );

/** drawtext's text, escaped for a filter graph inside single quotes. */
const chalk = (text, x, y, from, size = 60, color = '0xf2f2e0') => {
  const font = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
  const at = `x=${x}:y=${y}:enable='gte(t,${from})'`;
  if (!existsSync(font)) {
    return `drawbox=${at}:w=${text.length * size * 0.5}:h=${size}:color=${color}:t=fill`;
  }
  return `drawtext=fontfile=${font}:text='${text.replaceAll(/[:,\\']/g, '\\$&')}':fontcolor=${color}:fontsize=${size}:${at}`;
};

/**
 * A phone's recording of a teacher at a board: a dark green board that fills with lines
 * over the lesson, a figure walking back and forth in front of it, temporal sensor noise
 * (what keeps a real recording's bitrate up even when nothing moves), and a voice-like
 * tone (harmonics at a syllable rate, with pauses) over pink room noise. Encoded as a phone
 * does: H.264 High at a fixed ~12 Mbps (phones record 1080p30 at 10–17 Mbps), AAC 128k.
 */
export function makeSource() {
  const file = join(CACHE, `teacher-board-1080p30-${SOURCE_SECONDS}s.mp4`);
  const thumbnail = join(CACHE, 'teacher-board-thumbnail.jpg');
  if (existsSync(file) && existsSync(thumbnail)) return { file, thumbnail };
  mkdirSync(CACHE, { recursive: true });
  console.log('Making the source video once (a few minutes; kept in bench/.cache)…');
  const d = SOURCE_SECONDS;
  const board = [
    chalk('Lesson 4 — Quadratic equations', 120, 90, 0, 72, '0xeeeeee'),
    chalk('x² + 5x + 6 = 0', 160, 240, 3),
    chalk('(x + 2)(x + 3) = 0', 160, 360, 8),
    chalk('x = -2  or  x = -3', 160, 480, 14, 60, '0xffe680'),
    chalk('Δ = b² - 4ac', 1100, 260, 30, 56),
    chalk('x = (-b ± √Δ) / 2a', 1100, 380, 45, 56),
    chalk('2x² - 3x - 2 = 0', 1100, 520, 60, 56),
    chalk('Δ = 9 + 16 = 25', 1100, 640, 75, 56),
    chalk('Homework: page 87, 1–12', 160, 820, 100, 52, '0xcfe8ff'),
  ].join(',');
  const voice =
    '0.25*(sin(2*PI*140*t)+0.5*sin(2*PI*280*t)+0.3*sin(2*PI*420*t+1)+0.2*sin(2*PI*900*t))' +
    '*(0.5+0.5*sin(2*PI*3.7*t))*gt(sin(2*PI*0.23*t)+0.6,0)';
  const walk = '800+500*sin(t/5)';
  const partial = `${file}.part.mp4`;
  // biome-ignore format: flags and their values read best in pairs
  execFileSync('ffmpeg', [
    '-hide_banner', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=0x1e3b2a:s=1920x1080:r=30:d=${d}`,
    '-f', 'lavfi', '-i', `color=c=0x2c4a7a:s=260x620:r=30:d=${d}`,
    '-f', 'lavfi', '-i', `color=c=0xc89b7b:s=130x150:r=30:d=${d}`,
    '-f', 'lavfi', '-i', `aevalsrc='${voice}':s=48000:d=${d}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.02:r=48000:d=${d}`,
    '-filter_complex',
    `[0]${board}[board];[board][1]overlay=x='${walk}':y=430[body];` +
      `[body][2]overlay=x='${walk}+65+10*sin(t*2)':y=280,noise=alls=10:allf=t,format=yuv420p[v];` +
      '[3][4]amix=inputs=2:normalize=0[a]',
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast',
    '-b:v', '12M', '-maxrate', '14M', '-bufsize', '24M', '-g', '30',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', partial,
  ]);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-ss',
    '20',
    '-i',
    partial,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    thumbnail,
  ]);
  renameSync(partial, file);
  return { file, thumbnail };
}

/** Child processes of `pid` (ffmpeg runs as the server's child). */
const childrenOf = (pid) => {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'comm='])
      .toString()
      .trim()
      .split('\n');
  } catch {
    return []; // ps exits 1 when there are none
  }
};

/** Waits until the server is idle and runs no ffmpeg (the seed's clips get ladders at start). */
export async function idle(app) {
  for (;;) {
    await settled([app]);
    if (!childrenOf(app.child.pid).includes('ffmpeg')) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function ownVideo(url, token, id) {
  const { json } = await call(url, '/api/teacher/uploads', { token });
  return json.data.videos.find((video) => video.id === id);
}

/** Lighthouse's mobile throttling on a page: 4× slower processor, 150 ms, `kbps` down. */
export async function throttle(cdp, kbps) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (kbps * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The demo teacher's session: their token and id. */
export async function teacherLogin(url) {
  const { json } = await call(url, '/api/teacher/login', {
    method: 'POST',
    body: { login: DEMO.teacher, password: DEMO.password },
  });
  return { token: json.data.token, teacherId: json.data.user?.id ?? json.data.id };
}

/** The teacher uploads the lesson (`makeSource`'s) under `title`; answers its id. */
export async function uploadLesson(url, token, source, title) {
  const form = new FormData();
  form.set('lesson_title', title);
  form.set('thumbnail', await openAsBlob(source.thumbnail, { type: 'image/jpeg' }), 'board.jpg');
  form.set('video_file', await openAsBlob(source.file, { type: 'video/mp4' }), 'lesson.mp4');
  const response = await fetch(`${url}/api/teacher-video-uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const upload = await response.json();
  if (response.status !== 201) {
    throw new Error(`upload: HTTP ${response.status} ${JSON.stringify(upload)}`);
  }
  return upload.data.id;
}

/** Waits for the video's ladder; answers the video with its stream. */
export async function ladderReady(url, token, id) {
  for (;;) {
    const video = await ownVideo(url, token, id);
    if (video.stream.state === 'ready') return video;
    if (video.stream.state === 'failed') throw new Error(`ladder failed: ${video.stream.failure}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
