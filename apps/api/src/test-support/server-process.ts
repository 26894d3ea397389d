import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../paths.ts';

/**
 * Test support only: the real server (or an operator command) as its own process on a
 * given DATA_DIR, for what only processes can show: the data-folder lock, the control
 * socket, kill -9. Runs from source through tsx; the browser suite runs the compiled build.
 */
const SERVER = path.join(API_ROOT, 'src/server.ts');

const baseEnv = (dataDir: string, env: Record<string, string>) => {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // No ffmpeg at nice 19 beside the test (the demo seed's clips would get ladders at each
    // start); a test of the ladders turns it on.
    VIDEO_TRANSCODE: 'false',
    ...env,
  };
  // The tests' own settings must not leak into the child (it picks its database from env).
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  delete merged.INIT_CWD;
  return merged;
};

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or power cut would end it. */
  kill: () => Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_ROOT,
    env: baseEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const port = output.match(/running at http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Runs a process to its end: `npm run <command>`'s script, or the server expected to refuse. */
export function runProcess(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: API_ROOT,
      env: baseEnv(dataDir, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

export const SCRIPTS = {
  server: SERVER,
  createAdmin: path.join(API_ROOT, 'src/cli/create-admin.ts'),
  backup: path.join(API_ROOT, 'src/cli/backup.ts'),
  restore: path.join(API_ROOT, 'src/cli/restore.ts'),
};
