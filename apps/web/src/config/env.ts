/**
 * Build-time settings. Both API base URLs default to '' (same origin): in production the
 * API serves the SPA, and in development Vite proxies /api and /storage to it.
 */
const trimSlash = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

export const env = {
  apiUrl: trimSlash(import.meta.env.VITE_API_URL),
  adminApiUrl: trimSlash(import.meta.env.VITE_ADMIN_API_URL),
} as const;
