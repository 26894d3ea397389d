import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { backgroundJobs } from '../../db/schema.ts';
import { pgliteTemplate } from '../../test-support/pglite-template.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import type { JobRun, Jobs } from './jobs.ts';

const log = { error: vi.fn() };

/** A promise the test settles: a handler waits on it. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

/** Moves the fake clock a second at a time (letting the database answer) until `check`. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let step = 0; !(await check()); step += 1) {
    if (step > 5000) throw new Error('never happened');
    await vi.advanceTimersByTimeAsync(1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('in-process jobs (embedded database)', () => {
  let handle: DatabaseHandle;
  let runners: Jobs[] = [];
  const rows = () => handle.db.select().from(backgroundJobs);
  const start = async () => {
    const jobs = await createInProcessJobs(handle.db, log);
    runners.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    const { snapshot } = await pgliteTemplate(false);
    handle = await openDatabase({ database: { kind: 'pglite', dataDir: null, snapshot } });
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(backgroundJobs);
    // setImmediate stays real, so `until` can let the database work between ticks.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const jobs of runners) await jobs.stop();
    runners = [];
    log.error.mockClear();
  });

  it('runs after a restart the jobs sent before it, due ones first and later ones on time', async () => {
    const before = await start();
    await before.send('deadline', { n: 2 }, { startAfter: new Date(Date.now() + 60 * 60_000) });
    await before.send('deadline', { n: 1 });
    await before.stop();

    const after = await start();
    const done: number[] = [];
    await after.work<{ n: number }>('deadline', async ({ n }) => {
      done.push(n);
    });
    await until(() => done.length > 0);
    expect(done).toEqual([1]);
    await until(() => done.length > 1);
    expect(done).toEqual([1, 2]);
    await until(async () => (await rows()).length === 0);
  });

  it('runs again at start a job its process left running', async () => {
    await handle.db
      .insert(backgroundJobs)
      .values({ queue: 'pdf', data: { key: 'a' }, state: 'active' });
    const jobs = await start();
    const done: string[] = [];
    await jobs.work<{ key: string }>('pdf', async ({ key }) => {
      done.push(key);
    });
    await until(() => done.length > 0);
    expect(done).toEqual(['a']);
  });

  it('keeps one waiting job per singleton key, and takes the key again once it is done', async () => {
    const jobs = await start();
    await jobs.send('pdf', { n: 1 }, { singletonKey: 'a' });
    await jobs.send('pdf', { n: 2 }, { singletonKey: 'a' });
    expect(await rows()).toHaveLength(1);
    const done: number[] = [];
    await jobs.work<{ n: number }>('pdf', async ({ n }) => {
      done.push(n);
    });
    await until(async () => (await rows()).length === 0);
    await jobs.send('pdf', { n: 3 }, { singletonKey: 'a' });
    await until(() => done.length > 1);
    expect(done).toEqual([1, 3]);
  });

  it('retries a failing job three times, telling the handler which run is the last, then keeps it failed', async () => {
    const jobs = await start();
    const runs: JobRun[] = [];
    await jobs.work('flaky', async (_data, run) => {
      runs.push(run);
      throw new Error('storage is down');
    });
    await jobs.send('flaky', {});
    await until(async () => (await rows())[0]?.state === 'failed');
    expect(runs).toEqual([
      { attempt: 0, lastAttempt: false },
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
    expect(await rows()).toMatchObject([{ attempt: 4, last_error: 'Error: storage is down' }]);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'background job failed for good');
    // A failed job does not hold its singleton key.
    await jobs.send('flaky', {}, { singletonKey: 'b' });
    await jobs.send('flaky', {}, { singletonKey: 'b' });
    expect(await rows()).toHaveLength(2);
  });

  it('runs one job of a queue at a time with concurrency 1', async () => {
    const jobs = await start();
    const gates = [gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    let started = 0;
    await jobs.work<{ n: number }>(
      'transcode',
      async ({ n }) => {
        started += 1;
        running += 1;
        most = Math.max(most, running);
        await gates[n]?.opened;
        running -= 1;
      },
      { concurrency: 1 },
    );
    for (const n of [0, 1, 2]) await jobs.send('transcode', { n });
    for (const n of [0, 1, 2]) {
      await until(() => started > n);
      gates[n]?.open();
    }
    await until(async () => (await rows()).length === 0);
    expect(most).toBe(1);
  });

  it('stops once the running job has finished', async () => {
    const jobs = await start();
    const { opened, open } = gate();
    let started = false;
    await jobs.work('pdf', async () => {
      started = true;
      await opened;
    });
    await jobs.send('pdf', {});
    await until(() => started);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(await rows()).toEqual([]);
  });

  it('stops without a job still running after 5 s, which runs again at the next start', async () => {
    const before = await start();
    const { opened, open } = gate();
    let runs = 0;
    const handler = async () => {
      runs += 1;
      if (runs === 1) await opened;
    };
    await before.work('pdf', handler);
    await before.send('pdf', {});
    await until(() => runs > 0);
    const stopping = before.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopping;
    expect(await rows()).toMatchObject([{ state: 'active' }]);

    const after = await start();
    await after.work('pdf', handler);
    await until(() => runs > 1);
    open();
    await until(async () => (await rows()).length === 0);
  });

  it('sends a job every period until stopped', async () => {
    const jobs = await start();
    let runs = 0;
    await jobs.work('sweep', async () => {
      runs += 1;
    });
    await jobs.every('sweep', 60);
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await until(() => runs > 0);
    await jobs.stop();
    const runsBeforeStop = runs;
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(runsBeforeStop);
  });
});
