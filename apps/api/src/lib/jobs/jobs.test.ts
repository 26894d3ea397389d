import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../../test-support/scratch-database.ts';
import { cronOf, type JobRun, type Jobs } from './jobs.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

const log = { error: vi.fn() };

const waitFor = async (check: () => boolean, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('cronOf', () => {
  it('writes a period as a cron schedule, and refuses one cron cannot say', () => {
    expect(cronOf(15)).toBe('*/15 * * * *');
    expect(cronOf(60)).toBe('0 */1 * * *');
    expect(cronOf(360)).toBe('0 */6 * * *');
    expect(cronOf(24 * 60)).toBe('0 0 * * *');
    expect(() => cronOf(7)).toThrow();
    expect(() => cronOf(90)).toThrow();
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('pg-boss jobs (PostgreSQL)', () => {
  let jobs: Jobs;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    drop = scratch.drop;
    url = scratch.url;
    jobs = await createPgBossJobs(scratch.url, log);
  });
  afterAll(async () => {
    await jobs?.stop();
    await drop?.();
  });

  it('runs a sent job on a worker, after its start time', async () => {
    const done: string[] = [];
    await jobs.work<{ id: string }>('exam-deadline', async ({ id }) => {
      done.push(id);
    });
    await jobs.send('exam-deadline', { id: 'x' }, { startAfter: new Date(Date.now() + 500) });
    await waitFor(() => done.length > 0);
    expect(done).toEqual(['x']);
  }, 30_000);

  it('tells the handler its run, runs a queue on several workers, and sets its time limit', async () => {
    const runs: JobRun[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await jobs.work(
      'transcode',
      async (_data, run) => {
        runs.push(run);
        await released;
      },
      { concurrency: 2, timeoutSeconds: 3 * 60 * 60 },
    );
    await jobs.send('transcode', {});
    await jobs.send('transcode', {});
    // Both run before either is released: two workers at once.
    await waitFor(() => runs.length === 2);
    release();
    expect(runs).toEqual([
      { attempt: 0, lastAttempt: false },
      { attempt: 0, lastAttempt: false },
    ]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      "SELECT expire_seconds FROM pgboss.queue WHERE name = 'transcode'",
    );
    await client.end();
    expect(rows).toEqual([{ expire_seconds: 3 * 60 * 60 }]);
  }, 30_000);
});
