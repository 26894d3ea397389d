/**
 * The offline app's names the server also needs (docs/decisions.md §17): where the service
 * worker is served, and the cache of the lessons and files a student saved, which the kill
 * switch leaves alone.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SAVED_FILES_CACHE = 'madrasa-saved';

/**
 * A signed premium file path (`/storage/~<expires>.<signature>/<key>`, made by the API's
 * lib/premium/signed-urls.ts) as its plain `/storage/<key>`: what a file saved for offline
 * is kept and found under, whichever signed link it was fetched through.
 */
export const plainStoragePath = (path: string) => path.replace(/\/storage\/~[^/]+\//, '/storage/');
