import { ApiError, apiRequest, type RequestOptions } from '@/shared/lib/api-client.ts';
import { clearAdminSession, readAdminSession } from '../lib/admin-session.ts';

/**
 * Calls /api/admin/<path> on the second ("admin") host of docs/original-client.md with the admin's token,
 * never the student/teacher one. A 401 means the session ended (expired, signed out
 * elsewhere): it is cleared, which sends the console back to its sign-in page.
 */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readAdminSession()?.token;
  try {
    return await apiRequest<T>(`/api/admin${path}`, {
      ...options,
      host: 'admin',
      auth: false,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) clearAdminSession();
    throw error;
  }
}

/** Every admin query key starts here, so signing out drops all cached admin data at once. */
export const ADMIN_QUERY_ROOT = 'admin';
