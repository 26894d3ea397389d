import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createJobs, type Jobs } from '../lib/jobs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (lib/jobs): `send` a job, `work` a queue. */
    jobs: Jobs;
  }
}

/** The job runner of the configured database, stopped (waiting for running jobs) on close. */
export const jobsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const jobs = await createJobs(config.database, app.db, app.log);
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
