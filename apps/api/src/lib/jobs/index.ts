import type { DatabaseConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import type { Jobs, JobsLog } from './jobs.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

export type { JobHandler, JobRun, Jobs, SendOptions, WorkOptions } from './jobs.ts';

/**
 * The configured database's job runner: pg-boss on PostgreSQL (its own tables and
 * connections), in-process on PGlite (in `db`'s `background_jobs` table).
 */
export const createJobs = (database: DatabaseConfig, db: Database, log: JobsLog): Promise<Jobs> =>
  database.kind === 'postgres' ? createPgBossJobs(database.url, log) : createInProcessJobs(db, log);
