// Shared helpers of the benchmarks: start the real server on a throw-away data dir,
// and measure a URL with autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '..');

export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function measure(
  url,
  { duration = 5, connections = 20, method = 'GET', headers, body } = {},
) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, duration, connections, method, headers, body }, (error, result) => {
      if (error) return reject(error);
      resolvePromise({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

export const fmt = (n, digits = 0) => Number(n).toFixed(digits).padStart(9);
