import { env } from '@/config/env.ts';

/** Stored pictures come as paths (`/storage/…`) of the API host; prefix it for other origins. */
export const mediaUrl = (path: string): string =>
  path.startsWith('/') ? `${env.apiUrl}${path}` : path;
