import { env } from '@/config/env.ts';

export type Host = 'main' | 'admin';

/**
 * Stored files come as URL paths (`/storage/…`) of the host that listed them; prefixing
 * that host keeps them working when the API is not on the page's origin.
 */
export const fileUrl = (path: string, host: Host = 'main'): string =>
  path.startsWith('/') ? `${host === 'admin' ? env.adminApiUrl : env.apiUrl}${path}` : path;

/** The same file, served as an attachment under its original name. */
export const downloadUrl = (path: string, host: Host = 'main'): string =>
  `${fileUrl(path, host)}?download=1`;

/** Served by every installation for teachers without a photo (docs/decisions.md §5). */
export const DEFAULT_TEACHER_PHOTO = '/storage/defaults/teacher-photo.webp';
