/**
 * The offline app's names the server also needs (docs/decisions.md §17): where the service
 * worker is served, and the cache of the lessons and files a student saved, which the kill
 * switch leaves alone.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SAVED_FILES_CACHE = 'madrasa-saved';
