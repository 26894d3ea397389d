import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { TranscodeFailedError, TranscodeTimeoutError } from './errors.ts';

/** Enough stderr to say why ffmpeg failed, bounded whatever a crafted file makes it print. */
const STDERR_TAIL = 4096;
/** ffprobe's JSON for a real upload is a few KB; more means a crafted file, refused. */
const MAX_STDOUT = 1024 * 1024;
/** The lowest CPU priority: transcodes use the idle cores, requests keep theirs. */
const LOWEST_PRIORITY = 19;

/**
 * util-linux's setpriv (on every Debian): it starts the tool with the kernel's parent-death
 * signal set, so if this process dies (kill -9, a crash, a stop that left a job running) the
 * tool dies with it, instead of transcoding on for minutes as an orphan whose work the next
 * start does again. Where it is missing the tool is started as it is.
 */
const SETPRIV = '/usr/bin/setpriv';
const diesWithParent = process.platform === 'linux' && existsSync(SETPRIV);

/** What to spawn for `binary args`: through setpriv where it is found. */
const toolCommand = (binary: string, args: readonly string[]): [string, readonly string[]] =>
  diesWithParent ? [SETPRIV, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, args];

export type RunOptions = {
  timeLimitSeconds: number;
  signal?: AbortSignal;
  /** Each line of stdout (ffmpeg's -progress pipe:1); when absent, stdout is kept and returned. */
  onLine?: (line: string) => void;
};

/**
 * Runs ffmpeg or ffprobe with a fixed argument list (no shell), at the lowest priority,
 * and resolves with its stdout once it has exited. A time limit or an abort kills it with
 * SIGKILL, and the promise still waits for the exit, so no process is left behind.
 */
export function runTool(binary: string, args: readonly string[], options: RunOptions) {
  const { timeLimitSeconds, signal, onLine } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<string>((resolve, reject) => {
    const [command, commandArgs] = toolCommand(binary, args);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    try {
      // The threads ffmpeg starts later inherit this; where it is not permitted the
      // process simply runs at normal priority.
      if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
    } catch {}
    let stdout = '';
    let pending = '';
    let stderr = '';
    let failure: Error | undefined;
    const kill = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => kill(new TranscodeTimeoutError(`${binary} ran past ${timeLimitSeconds} s`)),
      // setTimeout fires at once past 2^31 ms, so longer limits are capped (~24 days).
      Math.min(Math.max(0, timeLimitSeconds * 1000), 2 ** 31 - 1),
    );
    const onAbort = () => kill(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        if (stdout.length > MAX_STDOUT)
          kill(new TranscodeFailedError('output too large', null, ''));
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    // 'close' follows 'error' too (a binary that does not exist), so it is the one place
    // that settles the promise.
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (pending && onLine) onLine(pending.trim());
      if (failure) reject(failure);
      else if (code !== 0) {
        reject(new TranscodeFailedError(`${binary} exited with ${code}`, code, stderr.trim()));
      } else resolve(stdout);
    });
  });
}
