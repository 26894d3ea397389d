import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backgroundJobs } from '../../db/schema.ts';
import { RETRY } from './jobs.ts';

/** What the in-process runner needs to know of a row to schedule it. */
export type ScheduledJob = { id: number; queue: string; run_after: Date };

const scheduled = {
  id: backgroundJobs.id,
  queue: backgroundJobs.queue,
  run_after: backgroundJobs.run_after,
};

/** A new waiting job; none while a job of the same singleton key waits or runs. */
export async function insertJob(
  db: Database,
  job: { queue: string; data: object; singletonKey?: string; runAfter: Date },
): Promise<ScheduledJob | undefined> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      queue: job.queue,
      data: job.data,
      singleton_key: job.singletonKey ?? null,
      run_after: job.runAfter,
    })
    .onConflictDoNothing()
    .returning(scheduled);
  return row;
}

/**
 * Jobs a process left `active` were cut off mid-run: one process owns the embedded
 * database (db/data-dir-lock.ts), so at its start no job can really be running.
 */
export async function resumeActiveJobs(db: Database): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ state: 'waiting' })
    .where(eq(backgroundJobs.state, 'active'));
}

export const waitingJobs = (db: Database, queue: string): Promise<ScheduledJob[]> =>
  db
    .select(scheduled)
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.queue, queue), eq(backgroundJobs.state, 'waiting')))
    .orderBy(asc(backgroundJobs.run_after), asc(backgroundJobs.id));

/** Marks a waiting job running; nothing when it is not waiting, so each run happens once. */
export async function claimJob(
  db: Database,
  id: number,
): Promise<{ data: object; attempt: number } | undefined> {
  const [row] = await db
    .update(backgroundJobs)
    .set({ state: 'active' })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'waiting')))
    .returning({ data: backgroundJobs.data, attempt: backgroundJobs.attempt });
  return row;
}

export async function finishJob(db: Database, id: number): Promise<void> {
  await db.delete(backgroundJobs).where(eq(backgroundJobs.id, id));
}

/**
 * Records a failed run: the job waits for its next attempt, backing off (5 s, 10 s, 20 s),
 * or after the last one stays `failed` for someone to look at.
 */
export async function failJob(
  db: Database,
  job: { id: number; attempt: number },
  error: unknown,
): Promise<ScheduledJob | undefined> {
  const attempt = job.attempt + 1;
  const retry = attempt <= RETRY.limit;
  const [row] = await db
    .update(backgroundJobs)
    .set({
      attempt,
      last_error: String(error),
      state: retry ? 'waiting' : 'failed',
      ...(retry
        ? { run_after: new Date(Date.now() + RETRY.delaySeconds * 1000 * 2 ** job.attempt) }
        : {}),
    })
    .where(eq(backgroundJobs.id, job.id))
    .returning(scheduled);
  return retry ? row : undefined;
}
