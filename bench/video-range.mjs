#!/usr/bin/env node
// Video range serving: /storage answering Range requests on a stored MP4, next to a bare
// node:http server streaming the same file with the same ranges (fs.createReadStream), in
// the same run. The file is generated (an `ftyp` header, then random bytes) and stored under
// the server's storage folder, as an upload would be; the seeded demo clips are a few KB.
// Cases: 1 MiB ranges at random offsets (seeking, chunked players), 64 KiB ranges from the
// start (metadata probes), and whole-file `bytes=0-` (a plain download / progressive play).
// The load comes from node:http clients on keep-alive connections, not autocannon: its
// JavaScript response parser tops out near 27 MB/s here (curl reads the same bare server
// at 200-280 MB/s), so with large bodies it would measure itself.
// Usage: node bench/video-range.mjs [--size-mb 64] [--duration 5] [--connections 10]
import { randomBytes, randomInt } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, machine, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '64' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const MiB = 1024 * 1024;
const size = Number(values['size-mb']) * MiB;
const duration = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-video-'));
const key = `bench/${randomBytes(16).toString('hex')}.mp4`;
const file = join(dataDir, 'storage', key);
mkdirSync(join(dataDir, 'storage/bench'), { recursive: true });
const block = randomBytes(MiB);
block.write('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41', 0, 'latin1');
writeFileSync(file, Buffer.concat(Array.from({ length: size / MiB }, () => block)));

/** The ceiling: the same file, the same single-range answers, nothing else. */
const bare = createServer((req, res) => {
  const total = statSync(file).size;
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = match ? Number(match[1]) : 0;
  const end = match?.[2] ? Math.min(Number(match[2]), total - 1) : total - 1;
  const headers = { 'content-type': 'video/mp4', 'content-length': end - start + 1 };
  if (match) headers['content-range'] = `bytes ${start}-${end}/${total}`;
  res.writeHead(match ? 206 : 200, headers);
  createReadStream(file, { start, end }).pipe(res);
});
await new Promise((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${bare.address().port}`;

/** `connections` loops of GET with a fresh Range each, for `duration` seconds. */
async function load(url, range) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  const once = () =>
    new Promise((resolve) => {
      const t = performance.now();
      const req = request(url, { agent, headers: { range: range() } }, (res) => {
        if (res.statusCode !== 206) failures++;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(latencies.push(performance.now() - t)));
      });
      req.on('error', () => resolve(failures++)).end();
    });
  const loop = async () => {
    while (performance.now() < until) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    mibps: bytes / MiB / seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  };
}
const CASES = [
  {
    name: '1 MiB at a random offset',
    range: () => {
      const start = randomInt(0, size - MiB);
      return `bytes=${start}-${start + MiB - 1}`;
    },
  },
  { name: '64 KiB from the start', range: () => `bytes=0-${64 * 1024 - 1}` },
  { name: `whole file (${size / MiB} MiB), bytes=0-`, range: () => 'bytes=0-' },
];

const server = await startServer({ dataDir });
try {
  const check = await fetch(`${server.url}/storage/${key}`, {
    headers: { range: 'bytes=100-199' },
  });
  const body = Buffer.from(await check.arrayBuffer());
  if (check.status !== 206 || !body.equals(block.subarray(100, 200))) {
    throw new Error(`/storage answered ${check.status} with the wrong bytes`);
  }
  console.log(`Machine: ${machine()}; ${duration} s a case, ${connections} connections\n`);
  console.log(
    `${'case'.padEnd(36)}   api MiB/s  bare MiB/s  ratio   api req/s  bare req/s  api p50/p99 ms`,
  );
  for (const c of CASES) {
    const api = await load(`${server.url}/storage/${key}`, c.range);
    const baseline = await load(`${bareUrl}/storage/${key}`, c.range);
    const issues = api.failures ? `  (${api.failures} failed or not 206)` : '';
    console.log(
      `${c.name.padEnd(36)}${fmt(api.mibps, 1).padStart(12)}${fmt(baseline.mibps, 1).padStart(12)}${(api.mibps / baseline.mibps).toFixed(2).padStart(7)}${fmt(api.rps, 1).padStart(12)}${fmt(baseline.rps, 1).padStart(12)}${`${api.p50}/${api.p99}`.padStart(16)}${issues}`,
    );
  }
} finally {
  await server.stop();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
