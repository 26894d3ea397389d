import { env } from '@/config/env.ts';

/**
 * Stored files come as URL paths (`/storage/…`) of the API; prefixing its base keeps them
 * working when the API is not on the page's origin.
 */
export const fileUrl = (path: string): string =>
  path.startsWith('/') ? `${env.apiUrl}${path}` : path;
