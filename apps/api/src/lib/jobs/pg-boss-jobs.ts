import type PgBoss from 'pg-boss';
import { cronOf, type Jobs, RETRY } from './jobs.ts';

const DEADLOCK = '40P01';

/**
 * Jobs on PostgreSQL through pg-boss 10 (its tables in the `pgboss` schema of the same
 * database): kept across restarts, shared by every instance, each done once.
 */
export async function createPgBossJobs(
  url: string,
  log: { error: (object: object, message: string) => void },
): Promise<Jobs> {
  const { default: PgBossClass } = await import('pg-boss');
  const boss: PgBoss = new PgBossClass({ connectionString: url, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const queue = async (name: string) => {
    if (queues.has(name)) return;
    const create = () =>
      boss.createQueue(name, {
        name,
        retryLimit: RETRY.limit,
        retryDelay: RETRY.delaySeconds,
        retryBackoff: true,
      });
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
    async work(name, handler) {
      await queue(name);
      // pg-boss waits its polling interval between fetches even when jobs are waiting, so a
      // backlog (a fresh catalogue's PDFs) moves a batch at a time. A job that throws is
      // failed alone (and retried); the batch's others complete.
      await boss.work<object>(name, { pollingIntervalSeconds: 1, batchSize: 8 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            log.error({ err: error, job: job.id }, `job ${name} failed`);
            await boss.fail(name, job.id, { message: String(error) });
          }
        }
      });
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
