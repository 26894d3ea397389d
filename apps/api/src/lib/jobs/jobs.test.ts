import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../../test-support/scratch-database.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import { cronOf, type Jobs } from './jobs.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

const log = { error: vi.fn() };

const waitFor = async (check: () => boolean, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('in-process jobs (embedded database)', () => {
  it('runs a job after its start time, once per singleton key', async () => {
    const jobs = createInProcessJobs(log);
    const done: number[] = [];
    await jobs.work<{ n: number }>('deadline', async ({ n }) => {
      done.push(n);
    });
    const startAfter = new Date(Date.now() + 150);
    await jobs.send('deadline', { n: 1 }, { startAfter, singletonKey: 'a' });
    await jobs.send('deadline', { n: 2 }, { startAfter, singletonKey: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual([]);
    await waitFor(() => done.length > 0);
    expect(done).toEqual([1]);
    await jobs.stop();
  });

  it('sends a job every period until stopped', async () => {
    vi.useFakeTimers();
    const jobs = createInProcessJobs(log);
    let runs = 0;
    await jobs.work('sweep', async () => {
      runs += 1;
    });
    await jobs.every('sweep', 60);
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(runs).toBe(2);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toBe(2);
    vi.useRealTimers();
  });

  it('retries a failing job', async () => {
    vi.useFakeTimers();
    const jobs = createInProcessJobs(log);
    let calls = 0;
    await jobs.work('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
    });
    await jobs.send('flaky', {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    await jobs.stop();
    vi.useRealTimers();
  });
});

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
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    drop = scratch.drop;
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
});
