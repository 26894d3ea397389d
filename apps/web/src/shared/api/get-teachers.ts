import { pagedEnvelope, publicTeacherSchema } from '@madrasa/contracts';
import { ApiError, apiRequest } from '@/shared/lib/api-client.ts';

/** The root of every public teacher query: a teacher's upload changes them all. */
export const TEACHERS_KEY = ['teachers'] as const;

const teachersPage = pagedEnvelope(publicTeacherSchema);

/**
 * GET /api/teachers: one page of the directory, filtered on the server, `limit` rows from
 * `cursor` on. The directory pages through it; the home page shows its first few rows.
 */
export async function getTeachers({
  filters = {},
  limit,
  cursor = null,
  signal,
}: {
  /** The directory's filters; a blank one is left out. */
  filters?: Record<string, string>;
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal | undefined;
}) {
  const parsed = teachersPage.safeParse(
    await apiRequest('/api/teachers', { signal, query: { ...filters, limit, cursor } }),
  );
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  return { teachers: parsed.data.data, nextCursor: parsed.data.next_cursor || null };
}
