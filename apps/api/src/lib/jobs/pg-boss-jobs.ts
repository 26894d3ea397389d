import type PgBoss from 'pg-boss';
import { cronOf, type Jobs, type JobsLog, RETRY } from './jobs.ts';

const DEADLOCK = '40P01';
const QUEUE_OPTIONS = {
  retryLimit: RETRY.limit,
  retryDelay: RETRY.delaySeconds,
  retryBackoff: true,
} as const;

/**
 * Jobs on PostgreSQL through pg-boss 10 (its tables in the `pgboss` schema of the same
 * database): kept across restarts, shared by every instance, each done once.
 */
export async function createPgBossJobs(url: string, log: JobsLog): Promise<Jobs> {
  const { default: PgBossClass } = await import('pg-boss');
  const boss: PgBoss = new PgBossClass({ connectionString: url, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const queue = async (name: string) => {
    if (queues.has(name)) return;
    const create = () => boss.createQueue(name, { name, ...QUEUE_OPTIONS });
    // Instances starting together create the same queues at once, and PostgreSQL may end
    // one of them as a deadlock (40P01): the queue then exists, or the retry makes it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await create();
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    queues.add(name);
  };
  return {
    async send(name, data, options = {}) {
      await queue(name);
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async work(name, handler, { concurrency, timeoutSeconds } = {}) {
      await queue(name);
      // createQueue keeps an existing queue's options, so the time limit is set on it.
      if (timeoutSeconds) {
        await boss.updateQueue(name, { name, ...QUEUE_OPTIONS, expireInSeconds: timeoutSeconds });
      }
      const run = async (job: PgBoss.JobWithMetadata<object>) => {
        try {
          await handler(job.data as never, {
            attempt: job.retryCount,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        } catch (error) {
          log.error({ err: error, job: job.id }, `job ${name} failed`);
          await boss.fail(name, job.id, { message: String(error) });
        }
      };
      const options = { pollingIntervalSeconds: 1, includeMetadata: true } as const;
      if (concurrency === undefined) {
        // pg-boss waits its polling interval between fetches even when jobs are waiting, so a
        // backlog (a fresh catalogue's PDFs) moves a batch at a time. A job that throws is
        // failed alone (and retried); the batch's others complete.
        await boss.work<object>(name, { ...options, batchSize: 8 }, async (jobs) => {
          for (const job of jobs) await run(job);
        });
        return;
      }
      // One job a worker, so a long job holds no other fetched job back; pg-boss 10 runs
      // more at once through more workers.
      for (let worker = 0; worker < concurrency; worker += 1) {
        await boss.work<object>(name, { ...options, batchSize: 1 }, async ([job]) => {
          if (job) await run(job);
        });
      }
    },
    async every(name, minutes) {
      await queue(name);
      // Kept in pg-boss's schedule table: every instance sets the same one, and its clock
      // monitor sends each tick's job once, whichever instances are running.
      await boss.schedule(name, cronOf(minutes));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
