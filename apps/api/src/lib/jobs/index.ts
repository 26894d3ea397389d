import type { DatabaseConfig } from '../../config.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import type { Jobs } from './jobs.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

export type { JobHandler, Jobs, SendOptions } from './jobs.ts';

/** The configured database's job runner: pg-boss on PostgreSQL, in-process on PGlite. */
export const createJobs = (
  database: DatabaseConfig,
  log: { error: (object: object, message: string) => void },
): Promise<Jobs> =>
  database.kind === 'postgres'
    ? createPgBossJobs(database.url, log)
    : Promise.resolve(createInProcessJobs(log));
