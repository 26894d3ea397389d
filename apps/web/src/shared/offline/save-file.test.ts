import { plainStoragePath, SAVED_FILES_CACHE } from '@madrasa/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSave, type SaveRequest, saveForOffline } from './save-file.ts';
import { findSaved, removeSaved } from './saved-files.ts';

const URL_OF_VIDEO = '/storage/videos/hls/abc/360p.mp4';
const REQUEST: SaveRequest = {
  url: URL_OF_VIDEO,
  kind: 'lesson',
  id: 7,
  title: { ar: 'الأعداد الصحيحة', en: 'Integers' },
  page: '/course-content/3/1/lesson?lesson=7',
};
const BODY = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 251));

/** A Cache Storage that keeps bodies in memory (jsdom has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (url: string, response: Response) => void store.set(url, response),
      match: async (url: string) => store.get(url)?.clone(),
      delete: async (url: string) => store.delete(url),
    };
  };
  return { stores, api: { open, delete: async (name: string) => stores.delete(name) } };
}

/** A body that sends `upTo` bytes, then fails as a dropped connection does. */
function dropping(bytes: Uint8Array, upTo: number) {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(new TypeError('network error'));
      sent = true;
      controller.enqueue(bytes.slice(0, upTo));
    },
  });
}

describe('saveForOffline', () => {
  let caches: ReturnType<typeof fakeCaches>;
  beforeEach(async () => {
    caches = fakeCaches();
    vi.stubGlobal('caches', caches.api);
    // jsdom's Blob is not one the platform's Response can read, as a browser's is: Node's is.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
    // jsdom has no StorageManager: the room the browser would estimate.
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ quota: 10_000, usage: 0 }), persist: async () => true },
    });
  });
  afterEach(async () => {
    await removeSaved(URL_OF_VIDEO);
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('carries on with a byte range once the connection is back, and keeps the whole file', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        new Response(dropping(BODY, 400), {
          headers: { 'content-length': '1000', 'content-type': 'video/mp4', etag: '"v1"' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(BODY.slice(400), {
          status: 206,
          headers: { 'content-range': 'bytes 400-999/1000', 'content-type': 'video/mp4' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    const saving = saveForOffline(REQUEST);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The phone is back online: the save asks for the rest, from the bytes it holds.
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(fetch).toHaveBeenCalledTimes(2);
    });
    expect(await saving).toBe('saved');
    const headers = new Headers(fetch.mock.calls[1]?.[1]?.headers);
    expect(headers.get('range')).toBe('bytes=400-');
    expect(headers.get('if-range')).toBe('"v1"');

    const kept = await (await caches.api.open(SAVED_FILES_CACHE)).match(URL_OF_VIDEO);
    expect(new Uint8Array((await kept?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(BODY);
    expect(kept?.headers.get('content-type')).toBe('video/mp4');
    expect(findSaved(URL_OF_VIDEO)).toMatchObject({ id: 7, kind: 'lesson', bytes: 1000 });
  });

  it('fetches a premium file through its signed link and keeps it under its plain path', async () => {
    const signed = `/storage/~1795903200.c2lnbmF0dXJl/${URL_OF_VIDEO.slice('/storage/'.length)}`;
    expect(plainStoragePath(signed)).toBe(URL_OF_VIDEO);
    const fetch = vi.fn(
      async () =>
        new Response(BODY, { headers: { 'content-length': '1000', 'content-type': 'video/mp4' } }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await saveForOffline({ ...REQUEST, from: signed })).toBe('saved');
    expect(fetch).toHaveBeenCalledWith(signed, expect.anything());
    expect(await (await caches.api.open(SAVED_FILES_CACHE)).match(URL_OF_VIDEO)).toBeDefined();
    // The line names the plain path only: the signed link expires within hours.
    expect(findSaved(URL_OF_VIDEO)).not.toHaveProperty('from');
  });

  it('refuses a file larger than the room left, and keeps nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(BODY, { headers: { 'content-length': '20000' } })),
    );
    expect(await saveForOffline(REQUEST)).toBe('failed');
    expect(findSaved(URL_OF_VIDEO)).toBeUndefined();
    expect(caches.stores.get(SAVED_FILES_CACHE)?.size ?? 0).toBe(0);
  });

  it('keeps nothing of a save that is cancelled', async () => {
    let started: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      started = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        started();
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }),
    );
    const saving = saveForOffline(REQUEST);
    await waiting;
    cancelSave(URL_OF_VIDEO);
    expect(await saving).toBe('cancelled');
    expect(findSaved(URL_OF_VIDEO)).toBeUndefined();
  });
});
