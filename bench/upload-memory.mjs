#!/usr/bin/env node
import { mkdtempSync, rmSync } from 'node:fs';
// Memory of the server while a teacher uploads a large video: the body streams to storage,
// so the server's peak resident memory must not grow with the file. Starts the real server,
// signs in a seeded teacher, sends a generated MP4-looking file (a valid `ftyp` header, then
// zeros, produced on the fly) as multipart to /api/teacher-video-uploads, and samples the
// server process's VmRSS / VmHWM from /proc while it runs.
// Also the resident memory at idle, on PGlite and on a scratch PostgreSQL database, against
// the target of 120 MB idle on PostgreSQL, and what the embedded database itself costs.
// Usage: node bench/upload-memory.mjs [--size-mb 1024] [--db pglite|postgres|both] [--pg URL]
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO, databases, memoryOf, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    db: { type: 'string', default: 'both' },
    pg: { type: 'string' },
  },
});
const MB = 1024 * 1024;
const videoBytes = Number(values['size-mb']) * MB;
const TEACHER = { login: DEMO.teacher, password: DEMO.password };

// A 1×1 PNG for the thumbnail.
const THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FTYP = Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41', 'latin1');

/** Sends the multipart body in 1 MB chunks, honouring back-pressure; resolves with the reply. */
function upload(url, token) {
  const boundary = `----madrasa-bench-${Date.now()}`;
  const head = (name, filename, type) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${type ? `content-type: ${type}\r\n` : ''}\r\n`;
  const before = Buffer.from(
    `${head('lesson_title')}Memory benchmark lesson\r\n${head('thumbnail', 'thumb.png', 'image/png')}`,
  );
  const middle = Buffer.from(`\r\n${head('video_file', 'lesson.mp4', 'video/mp4')}`);
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = before.length + THUMBNAIL.length + middle.length + videoBytes + after.length;

  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/teacher-video-uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
    });

    const zeros = Buffer.alloc(MB);
    let sent = 0;
    const pump = () => {
      while (sent < videoBytes) {
        const chunk = sent === 0 ? Buffer.concat([FTYP, zeros.subarray(FTYP.length)]) : zeros;
        const piece = chunk.subarray(0, Math.min(chunk.length, videoBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return req.once('drain', pump);
      }
      req.end(after);
    };
    req.write(before);
    req.write(THUMBNAIL);
    req.write(middle);
    pump();
  });
}

/** Resident memory once the server has started, answered a few public reads and settled. */
async function idleMemory(server) {
  for (const path of ['/api/grades', '/api/subjects', '/api/teachers', '/']) {
    await fetch(`${server.url}${path}`).then((response) => response.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return memoryOf(server.child.pid);
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const IDLE_TARGET_PG = 120 * MB;
const rows = [];

for await (const database of databases({ db: values.db, pg: values.pg })) {
  const env = { UPLOAD_MAX_VIDEO_MB: String(Number(values['size-mb']) * 2), ...database.env };
  // The first start fills the empty database with the demo catalogue (PGlite's memory grows
  // with it and never shrinks); a school's server restarts on a filled one, measured here.
  const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-memory-'));
  const seeding = await startServer({ env, dataDir });
  const afterSeeding = memoryOf(seeding.child.pid);
  await seeding.stop();
  const server = await startServer({ env, dataDir });
  try {
    const idle = await idleMemory(server);
    const login = await fetch(`${server.url}/api/teacher/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEACHER),
    }).then((response) => response.json());
    const token = login?.data?.token;
    if (!token) throw new Error(`Teacher login failed: ${JSON.stringify(login)}`);

    const pid = server.child.pid;
    const before = memoryOf(pid);
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(pid).rss);
    }, 50);
    const started = performance.now();
    const reply = await upload(server.url, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const end = memoryOf(pid);
    if (reply.status !== 201) throw new Error(`Upload answered ${reply.status}: ${reply.body}`);
    const stored = JSON.parse(reply.body).data.file_size;
    const peak = Math.max(peakRss, end.rss);
    rows.push({ name: database.name, idle: idle.rss, peak });

    console.log(`\nDatabase: ${database.name} (compiled server, dist/server.js)`);
    console.log(
      `server RSS seeding    ${mb(afterSeeding.rss)} (first start, filling the empty database)`,
    );
    console.log(
      `server RSS at idle    ${mb(idle.rss)} (restarted, a few public reads, 5 s settled)`,
    );
    console.log(
      `video sent            ${mb(videoBytes)} (stored ${mb(stored)}: ${stored === videoBytes ? 'every byte' : 'SIZE MISMATCH'})`,
    );
    console.log(
      `upload time           ${seconds.toFixed(1)} s (${(videoBytes / MB / seconds).toFixed(0)} MB/s)`,
    );
    console.log(`server RSS before     ${mb(before.rss)} (after the teacher's sign-in: argon2id)`);
    console.log(`server RSS peak       ${mb(peak)} during the upload (sampled every 50 ms)`);
    console.log(
      `server VmHWM          ${mb(before.hwm)} before, ${mb(end.hwm)} after (lifetime peak)`,
    );
    console.log(`RSS growth            ${mb(peak - before.rss)}`);
    console.log(`growth / file size    ${((peak - before.rss) / videoBytes).toFixed(4)}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = rows.find((row) => row.name === 'PGlite');
const postgres = rows.find((row) => row.name === 'PostgreSQL');
if (postgres) {
  const verdict = postgres.idle <= IDLE_TARGET_PG ? 'PASS' : 'FAIL';
  console.log(
    `\nidle RSS on PostgreSQL ${mb(postgres.idle)}, target <= ${mb(IDLE_TARGET_PG)}: ${verdict}`,
  );
}
if (pglite && postgres) {
  console.log(
    `the embedded database costs ${mb(pglite.idle - postgres.idle)} at idle (PGlite - PostgreSQL)`,
  );
}
