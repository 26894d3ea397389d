/**
 * Background work outside the request path (docs/decisions.md §8): on PostgreSQL a pg-boss
 * queue that every instance (and a separate worker process) shares, so a job sent by one
 * instance is done once by any; on the embedded database the same interface in-process,
 * its jobs kept in the `background_jobs` table so a restart loses none.
 */
export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

/** Which run of a job this is, so a handler can give its record up on the last one. */
export type JobRun = {
  /** Failed runs before this one: 0 on the first. */
  attempt: number;
  /** No retry follows if this run throws. */
  lastAttempt: boolean;
};

export type SendOptions = {
  /** Not before this moment (a deadline). */
  startAfter?: Date;
  /** One waiting job per key: sending the same key again adds nothing. */
  singletonKey?: string;
};

export type WorkOptions = {
  /**
   * Jobs of the queue this process runs at once. Unset: 4 in-process; on PostgreSQL one at
   * a time, fetched 8 at once (a backlog of short jobs).
   */
  concurrency?: number;
  /**
   * On PostgreSQL a job running longer is failed (and retried); pg-boss's default is 15 min.
   * In-process a job runs to its end.
   */
  timeoutSeconds?: number;
};

export type Jobs = {
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<void>;
  /** Registers the handler of a queue; jobs that throw are retried (3 times, backing off). */
  work: <T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ) => Promise<void>;
  /**
   * Sends a job of the queue (with no data) every so many minutes: a divisor of 60 or a
   * whole number of hours dividing 24, so it reads as a cron schedule. On PostgreSQL
   * pg-boss's schedule sends it once for all instances; in-process, a timer of this process.
   */
  every: (name: string, minutes: number) => Promise<void>;
  /** Stops taking jobs and waits (a few seconds at most) for the running ones. */
  stop: () => Promise<void>;
};

export type JobsLog = { error: (object: object, message: string) => void };

/** Retries of a failed job, for both backends. */
export const RETRY = { limit: 3, delaySeconds: 5 } as const;

/** A period of `every` as a cron schedule: every N minutes, or at minute 0 every N hours. */
export function cronOf(minutes: number): string {
  if (Number.isInteger(minutes) && minutes > 0 && minutes < 60 && 60 % minutes === 0) {
    return `*/${minutes} * * * *`;
  }
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours > 0 && hours <= 24 && 24 % hours === 0) {
    return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  }
  throw new Error(`every ${minutes} minutes is not a cron period`);
}
