/**
 * Background work outside the request path (docs/decisions.md §8): on PostgreSQL a pg-boss
 * queue that every instance (and a separate worker process) shares, so a job sent by one
 * instance is done once by any; on the embedded database the same interface in-process.
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export type SendOptions = {
  /** Not before this moment (a deadline). */
  startAfter?: Date;
  /** One waiting job per key: sending the same key again adds nothing. */
  singletonKey?: string;
};

export type Jobs = {
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<void>;
  /** Registers the handler of a queue; jobs that throw are retried (3 times, backing off). */
  work: <T extends object>(name: string, handler: JobHandler<T>) => Promise<void>;
  stop: () => Promise<void>;
};

/** Retries of a failed job, for both backends. */
export const RETRY = { limit: 3, delaySeconds: 5 } as const;
