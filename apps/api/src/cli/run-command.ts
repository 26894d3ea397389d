import { translate } from '@madrasa/contracts';
import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { isAppError } from '../lib/app-error.ts';
import { MissingToolError } from '../lib/backup/backup-archive.ts';
import { RestoreRefusedError } from '../lib/backup/restore-archive.ts';

/** A mistake in how the command was called: its message is all the operator needs. */
export class UsageError extends Error {}

const EXPECTED = [
  UsageError,
  ConfigError,
  DataDirLockedError,
  MissingToolError,
  RestoreRefusedError,
];

/**
 * Runs an operator command (`npm run create-admin | backup | restore`): relative settings
 * are read from the folder the command was typed in, as `npm start` reads them, and a
 * failure prints one clear line (a stack only for the unexpected) and exits 1.
 */
export function runCommand(main: () => Promise<void>, usage: string): void {
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the operator typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main().catch((error: unknown) => {
    if (EXPECTED.some((kind) => error instanceof kind)) console.error((error as Error).message);
    else if (isAppError(error)) console.error(translate('en', error.messageKey, error.params));
    else if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${error.message}\n${usage}`);
    } else console.error(error);
    process.exit(1);
  });
}
