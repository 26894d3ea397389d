import type { FastifyInstance } from 'fastify';
import { isDigestHour, sendDigests } from './send-digests.ts';
import { type ReadResults, sweepNotifications } from './sweep.ts';

const SWEEP_JOB = 'notifications-sweep';
const SWEEP_EVERY_MINUTES = 5;
const DIGEST_JOB = 'notifications-digest';
/** Hourly; the job mails only in the digest hour, Amman time. */
const DIGEST_EVERY_MINUTES = 60;

/**
 * Asks for a sweep now (the classes module, right after an assignment is made). One waits
 * at most: asking again while one waits adds nothing.
 */
export const requestSweep = (app: FastifyInstance) =>
  app.jobs.send(SWEEP_JOB, {}, { singletonKey: 'request' });

/** The sweep every 5 minutes and on request; the digest daily (docs/decisions.md "Notifications"). */
export async function registerNotificationJobs(app: FastifyInstance, readResults: ReadResults) {
  await app.jobs.work(SWEEP_JOB, async () => {
    const added = await sweepNotifications(app.db, { readResults });
    if (added > 0) app.log.info({ added }, 'notifications written');
  });
  await app.jobs.every(SWEEP_JOB, SWEEP_EVERY_MINUTES);
  await app.jobs.work(DIGEST_JOB, async () => {
    const now = new Date();
    if (!isDigestHour(now)) return;
    const { webOrigin } = app.config;
    const mailed = await sendDigests(app.db, { mail: app.mail, webOrigin, now });
    if (mailed > 0) app.log.info({ mailed }, 'notification digests mailed');
  });
  await app.jobs.every(DIGEST_JOB, DIGEST_EVERY_MINUTES);
}
