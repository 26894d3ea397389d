import type { FastifyInstance } from 'fastify';

/**
 * Deletes the stored files of rows that are gone (or of files just replaced), after the
 * database change committed: a failed delete leaves an unused file, never a row pointing
 * at a missing one. Failures are logged, not raised; the change itself succeeded.
 */
export async function deleteStoredFiles(
  app: FastifyInstance,
  keys: Array<string | null | undefined>,
): Promise<void> {
  const present = keys.filter((key): key is string => typeof key === 'string' && key !== '');
  await Promise.all(
    present.map((key) =>
      app.storage.delete(key).catch((error: unknown) => {
        app.log.warn({ err: error, key }, 'could not delete a stored file');
      }),
    ),
  );
}
