#!/usr/bin/env node
// `npm start`: build the web client and compile the API when a build is missing or older
// than its sources, then run the compiled API server (plain JavaScript, no TypeScript
// loader), which also serves the SPA and stored files. `npm run dev` runs from source.
// `npm run worker` (--worker): the same build, running only the background jobs (video
// ladders, PDF text, deadlines, mail) beside API instances on PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/api/scripts/server-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const apiDir = join(root, 'apps/api');
const contracts = join(root, 'packages/contracts/src');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    0,
  );
}

/** Whether `built` is missing or older than any of `sources` (files or folders). */
function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > statSync(built).mtimeMs;
}

function buildIfStale(workspace, built, sources) {
  if (!isStale(built, sources)) return;
  console.log(`Building ${workspace}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const worker = process.argv.includes('--worker');
if (process.env.SKIP_WEB_BUILD !== '1' && !worker) {
  const webSources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => join(webDir, p));
  buildIfStale('apps/web', join(webDir, 'dist/index.html'), [...webSources, contracts]);
}
const serverJs = join(apiDir, 'dist/server.js');
buildIfStale('apps/api', serverJs, [join(apiDir, 'src'), join(apiDir, 'scripts'), contracts]);
const entry = worker ? join(apiDir, 'dist/worker.js') : serverJs;

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
