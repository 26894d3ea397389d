import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/** Settings and start-up errors a person can fix are printed plainly, not as a stack. */
function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * What the server and the worker share: settings read, the app built (migrated, its jobs
 * registered), and SIGTERM/SIGINT closing it (a second signal ends it at once). `check`
 * refuses settings the process cannot run with, before anything starts.
 */
export async function startProcess(check?: (config: Config) => string | null) {
  const config = readConfig();
  const refusal = check?.(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const app = await buildApp(config).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Fastify stops accepting connections and drains, then jobs and the database close.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return { app, config };
}
