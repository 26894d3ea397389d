import type { Database } from '../../db/client.ts';
import { readResults } from '../../modules/classes/classes-routes.ts';
import { sweepNotifications } from '../../modules/notifications/sweep.ts';

/**
 * Test support only: the bell's sweep at a chosen moment, on the classes module's results,
 * composed as modules/index.ts composes them for the job.
 */
export const sweepAt = (db: Database, now: Date) => sweepNotifications(db, { readResults, now });
