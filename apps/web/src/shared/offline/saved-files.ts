import { type FileKind, SAVED_FILES_CACHE, VIDEO_KINDS, type VideoKind } from '@madrasa/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Lessons and PDFs kept on the phone for offline use (docs/decisions.md §17). The file itself
 * is one whole response in the `madrasa-saved` cache, which the service worker answers in
 * ranges (a video seeks offline); this list, in localStorage, says what each one is. Both
 * are the device's copy, never the record: the phone may clear the cache under pressure
 * (the Saved tab then says so), and signing out clears both (session.ts clearStorage).
 */

/** A video (played offline from its 360p MP4) or a PDF, by the kind its progress uses. */
export type SavedKind = VideoKind | FileKind;

export const isSavedVideo = (kind: SavedKind): kind is VideoKind =>
  (VIDEO_KINDS as readonly string[]).includes(kind);

export type SavedFile = {
  /** The file's URL as the player or the link asks for it: the cache key. */
  url: string;
  kind: SavedKind;
  /** The lesson's, video's or PDF's id, for its progress. */
  id: number;
  title: { ar: string; en: string };
  /** Where it is listed, to open it there (a lesson's page with `?lesson=`). */
  page: string;
  bytes: number;
  savedAt: string;
};

const LIST_KEY = 'madrasa:saved-files';
const CHANGED = 'madrasa:saved-files-changed';

function readList(): SavedFile[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(value) ? (value as SavedFile[]) : [];
  } catch {
    return [];
  }
}

let snapshot: SavedFile[] | null = null;
const current = () => {
  snapshot ??= readList();
  return snapshot;
};
const NONE: SavedFile[] = [];

function writeList(list: SavedFile[]) {
  localStorage.setItem(LIST_KEY, JSON.stringify(list));
  snapshot = list;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(listener: () => void) {
  // Another tab saved or removed one, or signed out (which clears localStorage).
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What is saved on this phone, newest first; none in the server render. */
export const useSavedFiles = () => useSyncExternalStore(subscribe, current, () => NONE);

export const findSaved = (url: string | null | undefined) =>
  url ? current().find((file) => file.url === url) : undefined;

/** Records a file whose whole body is already in the cache. */
export function recordSaved(file: SavedFile) {
  writeList([file, ...current().filter((other) => other.url !== file.url)]);
}

/** Removes a saved file from the phone: its body and its line. */
export async function removeSaved(url: string) {
  await (await caches.open(SAVED_FILES_CACHE)).delete(url);
  writeList(current().filter((file) => file.url !== url));
}

/** The saved files whose body the phone has cleared since (storage pressure, Safari's 7 days). */
export async function findCleared(files: SavedFile[]): Promise<Set<string>> {
  if (typeof caches === 'undefined') return new Set(files.map((file) => file.url));
  const cache = await caches.open(SAVED_FILES_CACHE);
  const kept = await Promise.all(files.map(async (file) => Boolean(await cache.match(file.url))));
  return new Set(files.filter((_, index) => !kept[index]).map((file) => file.url));
}
