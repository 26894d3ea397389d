import { SAVED_FILES_CACHE } from '@madrasa/contracts';
import { useSyncExternalStore } from 'react';
import { findSaved, recordSaved, type SavedFile, useSavedFiles } from './saved-files.ts';

/**
 * What to save: a saved file's line before its size and time are known. `from`: where to
 * fetch it when that is not `url`, a premium file's signed link (`url` is then its plain
 * path, which the file is kept and found under: contracts' `plainStoragePath`).
 */
export type SaveRequest = Omit<SavedFile, 'bytes' | 'savedAt'> & { from?: string };

export type SaveFailure = 'no_space' | 'failed';

/**
 * A file being saved: `saving` while bytes arrive, `waiting` while the connection is gone (it
 * carries on from the bytes it has once back), `failed` with why.
 */
export type SaveJob = {
  state: 'saving' | 'waiting' | 'failed';
  received: number;
  total: number | null;
  failure?: SaveFailure;
};

/** Without an `online` event (a server unreachable on a live link), tries again after this. */
const RETRY_MS = 15_000;

const jobs = new Map<string, SaveJob>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

function setJob(url: string, job: SaveJob | null) {
  if (job) jobs.set(url, job);
  else jobs.delete(url);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The save of this file under way, if any. */
export const useSaveJob = (url: string | null | undefined) =>
  useSyncExternalStore(
    subscribe,
    () => (url ? jobs.get(url) : undefined),
    () => undefined,
  );

/** This file's line if it is saved on the phone. */
export function useSavedFile(url: string | null | undefined) {
  const files = useSavedFiles();
  return url ? files.find((file) => file.url === url) : undefined;
}

const sizes = new Map<string, Promise<number | null>>();

/** A file's size in bytes, asked once (HEAD), to show before saving it. */
export function fileSize(url: string): Promise<number | null> {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url, { method: 'HEAD', cache: 'no-store' })
      .then((response) => Number(response.headers.get('content-length')) || null)
      .catch(() => null);
    sizes.set(url, size);
    // A failure is asked again next time (the connection may be back).
    void size.then((value) => value === null && sizes.delete(url));
  }
  return size;
}

/** Resolves once the connection is back (or RETRY_MS on), or at once when cancelled. */
const connectionBack = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, RETRY_MS);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });

/** Room left for this site, when the browser says (it keeps some back). */
async function spaceLeft(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return null;
  return estimate.quota - (estimate.usage ?? 0);
}

const totalOf = (response: Response) => {
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  return Number(range?.[1] ?? response.headers.get('content-length')) || null;
};

/**
 * Saves one file whole: read in chunks for its progress, carried on with a byte range after
 * the connection drops, put in the saved cache only once complete. Not through the HTTP
 * cache (`no-store`): the phone keeps it once. Answers how it ended.
 */
export async function saveForOffline(
  request: SaveRequest,
): Promise<'saved' | 'cancelled' | 'failed'> {
  const { from, ...line } = request;
  const { url } = line;
  const source = from ?? url;
  if (findSaved(url)) return 'saved';
  if (controllers.has(url)) return 'cancelled';
  const controller = new AbortController();
  controllers.set(url, controller);
  const { signal } = controller;
  // Asked at the first save: the phone then clears saved lessons only when the student does.
  void navigator.storage?.persist?.();

  const chunks: BlobPart[] = [];
  let received = 0;
  let total: number | null = null;
  let etag: string | null = null;
  let type = 'application/octet-stream';
  const fail = (failure: SaveFailure) => {
    setJob(url, { state: 'failed', received, total, failure });
    return 'failed' as const;
  };
  setJob(url, { state: 'saving', received, total });
  try {
    for (;;) {
      try {
        const resume = received > 0;
        const response: Response = await fetch(source, {
          signal,
          cache: 'no-store',
          headers: resume ? { range: `bytes=${received}-`, ...(etag && { 'if-range': etag }) } : {},
        });
        if (!response.ok || !response.body) return fail('failed');
        if (!(resume && response.status === 206)) {
          // The whole file (first try, or the server no longer has the part we held).
          chunks.length = 0;
          received = 0;
          total = totalOf(response);
          const left = await spaceLeft();
          if (total !== null && left !== null && total > left) return fail('no_space');
        }
        etag = response.headers.get('etag') ?? etag;
        type = response.headers.get('content-type') ?? type;
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          setJob(url, { state: 'saving', received, total });
        }
        break;
      } catch (error) {
        if (signal.aborted) return 'cancelled';
        if (!(error instanceof TypeError)) throw error;
        // The connection dropped: carry on from what arrived once it is back.
        setJob(url, { state: 'waiting', received, total });
        await connectionBack(signal);
        if (signal.aborted) return 'cancelled';
        setJob(url, { state: 'saving', received, total });
      }
    }
    const body = new Blob(chunks, { type });
    const headers = new Headers({
      'content-type': type,
      'content-length': String(body.size),
      'accept-ranges': 'bytes',
    });
    if (etag) headers.set('etag', etag);
    try {
      await (await caches.open(SAVED_FILES_CACHE)).put(url, new Response(body, { headers }));
    } catch {
      return fail('no_space');
    }
    recordSaved({ ...line, bytes: body.size, savedAt: new Date().toISOString() });
    setJob(url, null);
    return 'saved';
  } catch {
    return signal.aborted ? 'cancelled' : fail('failed');
  } finally {
    controllers.delete(url);
    if (signal.aborted) setJob(url, null);
  }
}

/** Stops a save under way; nothing of it is kept. */
export function cancelSave(url: string) {
  controllers.get(url)?.abort();
  setJob(url, null);
}
