import { startProcess } from './start-process.ts';

/**
 * `npm run worker`: the background jobs without the HTTP server, beside API instances that
 * share its PostgreSQL (pg-boss hands each job to one process). Run the API instances with
 * VIDEO_TRANSCODE=false so video ladders are made here only. The embedded database belongs
 * to one process, so there the server runs its jobs itself.
 */
const { app } = await startProcess((config) =>
  config.database.kind === 'postgres'
    ? null
    : 'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database runs its jobs in the server itself.',
);
await app.ready();
app.log.info(
  { videoLadders: app.video.transcodes },
  'worker running: background jobs only, no HTTP server',
);
