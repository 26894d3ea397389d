import { cronOf, type JobHandler, type Jobs, RETRY, type SendOptions } from './jobs.ts';

const CONCURRENCY = 4;

/**
 * The embedded database's jobs: timers in this process (PGlite allows one process anyway).
 * Jobs waiting when the process stops are not kept; each use is written so that the work
 * is also done when it is next needed (an overdue attempt is closed when read).
 */
export function createInProcessJobs(log: {
  error: (object: object, message: string) => void;
}): Jobs {
  const handlers = new Map<string, JobHandler<object>>();
  const timers = new Set<NodeJS.Timeout>();
  const intervals = new Set<NodeJS.Timeout>();
  const pending = new Set<string>();
  // At most CONCURRENCY jobs of a queue at once; the rest wait their turn (a first start
  // can find thousands of PDFs to read).
  const running = new Map<string, number>();
  const queued = new Map<string, Array<() => void>>();
  let stopped = false;

  const run = (name: string, data: object, attempt: number, key?: string) => {
    const handler = handlers.get(name);
    if (!handler || stopped) return;
    if ((running.get(name) ?? 0) >= CONCURRENCY) {
      queued.set(name, [...(queued.get(name) ?? []), () => run(name, data, attempt, key)]);
      return;
    }
    running.set(name, (running.get(name) ?? 0) + 1);
    const next = () => {
      running.set(name, (running.get(name) ?? 1) - 1);
      queued.get(name)?.shift()?.();
    };
    handler(data)
      .finally(next)
      .then(
        () => key && pending.delete(key),
        (error: unknown) => {
          if (attempt >= RETRY.limit) {
            if (key) pending.delete(key);
            log.error({ err: error, job: name }, 'background job failed for good');
            return;
          }
          schedule(name, data, RETRY.delaySeconds * 1000 * 2 ** attempt, attempt + 1, key);
        },
      );
  };

  const schedule = (name: string, data: object, delay: number, attempt: number, key?: string) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run(name, data, attempt, key);
      },
      Math.max(0, delay),
    );
    timer.unref();
    timers.add(timer);
  };

  return {
    async send(name, data, options: SendOptions = {}) {
      const key = options.singletonKey && `${name}:${options.singletonKey}`;
      if (key) {
        if (pending.has(key)) return;
        pending.add(key);
      }
      const delay = options.startAfter ? options.startAfter.getTime() - Date.now() : 0;
      schedule(name, data, delay, 0, key || undefined);
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async every(name, minutes) {
      cronOf(minutes);
      const timer = setInterval(() => run(name, {}, 0), minutes * 60_000);
      timer.unref();
      intervals.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const timer of intervals) clearInterval(timer);
      timers.clear();
      intervals.clear();
      queued.clear();
    },
  };
}
