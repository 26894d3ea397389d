import type { Database } from '../../db/client.ts';
import {
  claimJob,
  failJob,
  finishJob,
  insertJob,
  resumeActiveJobs,
  type ScheduledJob,
  waitingJobs,
} from './background-job-rows.ts';
import { cronOf, type JobHandler, type Jobs, type JobsLog, RETRY } from './jobs.ts';
import { createSlots } from './slots.ts';

const CONCURRENCY = 4;
/** setTimeout's longest wait (~24.8 days); a later job is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long `stop` waits for running jobs; one still running is resumed at the next start. */
const STOP_WAIT_MS = 5000;

type Worker = { handler: JobHandler<object>; slots: ReturnType<typeof createSlots> };

/**
 * The embedded database's jobs: rows of `background_jobs` run by timers of this process
 * (PGlite allows one process anyway). A job waiting, or cut off mid-run, when the process
 * stops runs after the next start, once its queue has a worker.
 */
export async function createInProcessJobs(db: Database, log: JobsLog): Promise<Jobs> {
  await resumeActiveJobs(db);
  const workers = new Map<string, Worker>();
  const timers = new Map<number, NodeJS.Timeout>();
  const intervals = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const execute = async (job: ScheduledJob, handler: JobHandler<object>) => {
    const claimed = await claimJob(db, job.id);
    if (!claimed) return;
    const { attempt } = claimed;
    try {
      await handler(claimed.data, { attempt, lastAttempt: attempt >= RETRY.limit });
    } catch (error) {
      const retry = await failJob(db, { id: job.id, attempt }, error);
      if (retry) schedule(retry);
      else log.error({ err: error, job: job.queue }, 'background job failed for good');
      return;
    }
    await finishJob(db, job.id);
  };

  const start = (job: ScheduledJob) => {
    const worker = workers.get(job.queue);
    // Without a worker the job waits in its row; `work` schedules it.
    if (!worker || stopped) return;
    worker.slots.run(async () => {
      if (stopped) return;
      const run = execute(job, worker.handler).catch((error: unknown) => {
        log.error({ err: error, job: job.queue }, 'background job could not be recorded');
      });
      running.add(run);
      await run;
      running.delete(run);
    });
  };

  const schedule = (job: ScheduledJob) => {
    if (stopped) return;
    clearTimeout(timers.get(job.id));
    const wait = job.run_after.getTime() - Date.now();
    const timer = setTimeout(
      () => {
        timers.delete(job.id);
        if (wait > MAX_TIMER_MS) schedule(job);
        else start(job);
      },
      Math.min(Math.max(0, wait), MAX_TIMER_MS),
    );
    timer.unref();
    timers.set(job.id, timer);
  };

  const send: Jobs['send'] = async (name, data, options = {}) => {
    const job = await insertJob(db, {
      queue: name,
      data,
      singletonKey: options.singletonKey,
      runAfter: options.startAfter ?? new Date(),
    });
    if (job) schedule(job);
  };

  return {
    send,
    async work(name, handler, options = {}) {
      workers.set(name, {
        handler: handler as JobHandler<object>,
        slots: createSlots(options.concurrency ?? CONCURRENCY),
      });
      for (const job of await waitingJobs(db, name)) schedule(job);
    },
    async every(name, minutes) {
      cronOf(minutes);
      // Not kept: each start sets its schedules again.
      const timer = setInterval(() => {
        send(name, {}).catch((error: unknown) => {
          log.error({ err: error, job: name }, 'could not send a scheduled job');
        });
      }, minutes * 60_000);
      timer.unref();
      intervals.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      for (const timer of intervals) clearInterval(timer);
      timers.clear();
      intervals.clear();
      for (const worker of workers.values()) worker.slots.clear();
      await settled([...running], STOP_WAIT_MS);
    },
  };
}

/** All the promises settled, or the time is up. */
async function settled(promises: Promise<void>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
