#!/usr/bin/env node
// Starts the built product for the browser suite on a fresh, throw-away data dir.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/api/scripts/server-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'madrasa-e2e-'));
// Journeys read the mailed one-time codes from DATA_DIR/outbox; they find this run's data dir
// through a file named by the port (e2e/support/outbox.ts), so suites on other ports don't mix.
const dataDirPointer = join(tmpdir(), `madrasa-e2e-${process.env.PORT ?? 'default'}.data-dir`);
writeFileSync(dataDirPointer, dataDir);
// E2E_ADMIN_EMAIL + E2E_ADMIN_PASSWORD: an admin for the console journeys, made with the real
// create-admin command before the server opens the (single-process) embedded database.
const { E2E_ADMIN_EMAIL: adminEmail, E2E_ADMIN_PASSWORD: adminPassword } = process.env;
if (adminEmail && adminPassword) {
  const cli = join(root, 'apps/api/src/cli/create-admin.ts');
  const args = ['--email', adminEmail, '--name', 'Content Editor', '--password', adminPassword];
  const made = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (made.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(made.status ?? 1);
  }
}
// The compiled server, as `npm start` runs it (`npm run build` made it).
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'test', ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir },
  },
);
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirPointer, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
