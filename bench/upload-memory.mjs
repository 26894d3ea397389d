#!/usr/bin/env node
// Memory of the server while a teacher uploads a large video: the body streams to storage,
// so the server's peak resident memory must not grow with the file. Starts the real server,
// signs in a seeded teacher, sends a generated MP4-looking file (a valid `ftyp` header, then
// zeros, produced on the fly) as multipart to /api/teacher-video-uploads, and samples the
// server process's VmRSS / VmHWM from /proc while it runs.
// Usage: node bench/upload-memory.mjs [--size-mb 1024] [--pg postgres://…]
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { DEMO, memoryOf, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: { 'size-mb': { type: 'string', default: '1024' }, pg: { type: 'string' } },
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

const server = await startServer({
  env: {
    UPLOAD_MAX_VIDEO_MB: String(Number(values['size-mb']) * 2),
    ...(values.pg ? { DATABASE_URL: values.pg } : {}),
  },
});
try {
  const login = await fetch(`${server.url}/api/teacher/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEACHER),
  }).then((response) => response.json());
  const token = login?.data?.token;
  if (!token) throw new Error(`Teacher login failed: ${JSON.stringify(login)}`);

  const pid = server.child.pid;
  const idle = memoryOf(pid);
  let peakRss = idle.rss;
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

  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  const peak = Math.max(peakRss, end.rss);
  console.log(`Database: ${values.pg ? 'PostgreSQL' : 'PGlite'}`);
  console.log(
    `video sent            ${mb(videoBytes)} (stored ${mb(stored)}: ${stored === videoBytes ? 'every byte' : 'SIZE MISMATCH'})`,
  );
  console.log(
    `upload time           ${seconds.toFixed(1)} s (${(videoBytes / MB / seconds).toFixed(0)} MB/s)`,
  );
  console.log(`server RSS before     ${mb(idle.rss)}`);
  console.log(`server RSS peak       ${mb(peak)} during the upload (sampled every 50 ms)`);
  console.log(`server VmHWM          ${mb(idle.hwm)} before, ${mb(end.hwm)} after (lifetime peak)`);
  console.log(`RSS growth            ${mb(peak - idle.rss)}`);
  console.log(`peak RSS / file size  ${(peak / videoBytes).toFixed(3)}`);
  console.log(`growth / file size    ${((peak - idle.rss) / videoBytes).toFixed(4)}`);
} finally {
  await server.stop();
}
