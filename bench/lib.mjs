// Shared helpers of the benchmarks: start the real server on a throw-away data dir (PGlite)
// or a scratch PostgreSQL database, a bare node:http server returning given bytes, and
// autocannon measurements.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../apps/api/scripts/server-flags.mjs';

export const root = resolve(import.meta.dirname, '..');
export const DEMO = {
  password: 'Madrasa#2026',
  student: 'sara.student@example.com',
  teacher: 'ahmad.khatib@example.com',
};

let compiled = false;
/** The compiled server `npm start` runs (apps/api/dist/server.js), built once per bench run. */
function compiledServer() {
  if (!compiled) execFileSync(process.execPath, [join(root, 'apps/api/scripts/build.mjs')]);
  compiled = true;
  return join(root, 'apps/api/dist/server.js');
}

/**
 * Starts the compiled server (as `npm start` does) on a free port. `dataDir` reuses a data dir (kept on
 * stop); otherwise a fresh one is made and removed on stop. `root`: another checkout whose
 * server was built there, to compare with (bench/durability.mjs --server).
 */
export async function startServer({ env = {}, dataDir, nodeArgs = [], root: serverRoot } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'madrasa-bench-'));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dir,
    ...env,
  };
  // DATABASE_URL in the shell names where scratch databases go, not the PGlite runs' database.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const server = serverRoot ? join(serverRoot, 'apps/api/dist/server.js') : compiledServer();
  // The log goes to a file, as a service manager takes it: a pipe drained by this process,
  // busy generating load, fills up, and the server's synchronous log writes then wait for it.
  const logFile = join(mkdtempSync(join(tmpdir(), 'madrasa-bench-log-')), 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, server], {
    cwd: serverRoot ?? root,
    stdio: ['ignore', log, 'inherit'],
    env: childEnv,
  });
  closeSync(log);
  // server.ts prints its address once migrations, the seed and listen are done.
  const url = await new Promise((ok, fail) => {
    const exited = (code) => {
      clearInterval(poll);
      fail(
        new Error(
          `The server exited (${code}) before listening:\n${readFileSync(logFile, 'utf8')}`,
        ),
      );
    };
    const poll = setInterval(() => {
      const port = readFileSync(logFile, 'utf8').match(/running at http:\/\/localhost:(\d+)/)?.[1];
      if (port) {
        clearInterval(poll);
        // Not read again at stop: by then the log can be hundreds of megabytes.
        child.off('exit', exited);
        ok(`http://127.0.0.1:${port}`);
      }
    }, 100);
    child.once('exit', exited);
  });
  return {
    url,
    child,
    dataDir: dir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
      rmSync(dirname(logFile), { recursive: true, force: true });
    },
  };
}

/**
 * The built web app: `dist` when given, else a fresh build in a temporary folder (so a
 * shared apps/web/dist is left alone), removed by `cleanup`.
 */
export function webBuild(dist) {
  if (dist) return { dist: resolve(dist), cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'madrasa-web-'));
  console.log('Building the web app…');
  const args = ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'];
  execFileSync('npx', args, { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  // The server render beside it, where the API looks for it (apps/web/vite.config.ts).
  const ssr = join(dir, '.ssr');
  const ssrArgs = [
    'vite',
    'build',
    '--ssr',
    '--outDir',
    ssr,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  execFileSync('npx', ssrArgs, { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  return { dist: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const runSql = async (url, statement) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

export const DEFAULT_PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the server of `baseUrl`, or null when that server cannot be reached. */
export async function scratchPostgres(baseUrl = DEFAULT_PG) {
  const name = `madrasa_bench_${randomBytes(4).toString('hex')}`;
  try {
    await runSql(baseUrl, `CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${baseUrl.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    return null;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runSql(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The databases a run covers: `--db pglite|postgres|both` (both: PostgreSQL if reachable). */
export async function* databases({ db = 'both', pg: baseUrl = DEFAULT_PG } = {}) {
  if (db !== 'postgres') yield { name: 'PGlite', env: {} };
  if (db === 'pglite') return;
  const scratch = await scratchPostgres(baseUrl);
  if (!scratch) return;
  try {
    yield { name: 'PostgreSQL', env: { DATABASE_URL: scratch.url }, url: scratch.url };
  } finally {
    await scratch.drop();
  }
}

/**
 * A bare node:http server answering every request with `bytes`, the machine's ceiling, in a
 * process of its own run with the server's Node flags (bench/bare-twin.mjs).
 */
export async function bareServer(
  bytes,
  headers = { 'content-type': 'application/json' },
  status = 200,
) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(import.meta.dirname, 'bare-twin.mjs')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdin.end(JSON.stringify({ status, headers, body: Buffer.from(bytes).toString('base64') }));
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/listening on (\d+)/)?.[1];
      if (found) ok(found);
    });
    child.once('exit', (code) => fail(new Error(`The bare twin exited (${code})`)));
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Headers node:http writes itself for each reply; a replay leaves them to it. */
const PER_REPLY_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

/**
 * One reply as it crossed the wire: status, headers and the body's bytes as sent (still
 * compressed when it was), for a bare server to replay. fetch() would decompress it.
 */
export function rawReply(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const replayed = Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !PER_REPLY_HEADERS.has(name)),
        );
        resolvePromise({ status: res.statusCode, headers: replayed, bytes: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The public reads bench:api measures (issue 16), and the page a browser opens first. */
export const PUBLIC_READS = [
  '/api/grades',
  '/api/subjects?grade_id=1',
  '/api/worksheets?subject_id=1&semester=first',
  '/api/teachers',
  '/api/teacher-evaluations?teacher_id=1',
  '/api/blogs',
  '/',
];
/** `/` is asked for as a browser does: HTML, compressed (a phone never takes it plain). */
export const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** bench:api's latency target for the public API reads (on PostgreSQL, at 50 connections). */
export const TARGET_PG_P99_MS = 20;

/** Runs autocannon; any of its options pass through (requests, overallRate, …). */
export function measure(url, { duration = 5, connections = 20, ...options } = {}) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, duration, connections, ...options }, (error, result) => {
      if (error) return reject(error);
      resolvePromise({
        rps: result.requests.average,
        bytesPerSec: result.throughput.average,
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statusCodes: result.statusCodeStats,
      });
    });
  });
}

/** A distinct client address per call, for X-Forwarded-For behind TRUST_PROXY=true. */
let addressCounter = 0;
export const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * One JSON call from a new client address (TRUST_PROXY=true), timed: its status, parsed body
 * (null when not JSON) and milliseconds.
 */
export async function call(url, path, { method = 'GET', token, body } = {}) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json, ms: performance.now() - started };
}

/** autocannon `requests` giving every request its own X-Forwarded-For address. */
export const fromNewAddresses = () => [
  {
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
    }),
  },
];

/** Resident and peak resident memory of a process, in bytes (Linux only). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CPU seconds a process has used so far (Linux /proc; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the servers' background work (a rebuild, a backlog of PDFs to read) is done:
 * each uses under a tenth of a core over two seconds. Gives up after `limitSeconds`.
 */
export async function settled(servers, limitSeconds = 300) {
  const began = Date.now();
  while (Date.now() - began < limitSeconds * 1000) {
    const before = servers.map((server) => cpuSecondsOf(server.child.pid));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const busy = servers.some((server, i) => cpuSecondsOf(server.child.pid) - before[i] > 0.2);
    if (!busy) return (Date.now() - began) / 1000;
  }
  return (Date.now() - began) / 1000;
}

export const machine = () =>
  `${cpus().length} cores, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at start`;

export const fmt = (n, digits = 0) => Number(n).toFixed(digits).padStart(9);

/**
 * Stops a bench that would open an embedded database a server still owns (the server holds
 * DATA_DIR/db.lock, apps/api/src/db/data-dir-lock.ts): two processes on one PGlite folder
 * would each overwrite the other's pages.
 */
export async function assertNotInUse(dataDir) {
  const { default: lockfile } = await import('proper-lockfile');
  const db = join(dataDir, 'db');
  if (await lockfile.check(db, { stale: 10_000 }).catch(() => false)) {
    throw new Error(`${db} is in use by a running server: stop it first`);
  }
}

/** Debian's Chromium as every browser bench launches it: headless, no downloads of its own. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A bench's figures: `report` prints one line (with its target and verdict when it has one),
 * `finish` the table of verdicts and the exit code, FAIL on any missed target.
 */
export function verdicts() {
  const results = [];
  const report = (what, figure, target = '—', pass = null) => {
    results.push({ what, figure, target, pass });
    console.log(
      `${what}: ${figure}${pass === null ? '' : `  (target ${target}: ${pass ? 'PASS' : 'FAIL'})`}`,
    );
  };
  const finish = () => {
    console.log(`\n${'figure'.padEnd(50)}${'target'.padEnd(24)}verdict`);
    for (const r of results.filter((r) => r.pass !== null)) {
      console.log(`${r.what.padEnd(50)}${r.target.padEnd(24)}${r.pass ? 'PASS' : 'FAIL'}`);
    }
    const failed = results.filter((r) => r.pass === false).length;
    console.log(failed ? `\n${failed} FAIL: not resolved` : '\nevery target PASS');
    process.exitCode = failed ? 1 : 0;
  };
  return { report, finish };
}
