import { type PublicTeacher, publicTeacherSchema } from '@madrasa/contracts';
import { getPage, type ListPage } from './get-data.ts';

/** The root of every public teacher query: a teacher's upload changes them all. */
export const TEACHERS_KEY = ['teachers'] as const;

/**
 * GET /api/teachers: one page of the directory, filtered on the server, `limit` rows from
 * `cursor` on. The directory pages through it; the home page shows its first few rows.
 */
export const getTeachers = ({
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
}): Promise<ListPage<PublicTeacher>> =>
  getPage('/api/teachers', {
    signal,
    query: { ...filters, limit, cursor },
    schema: publicTeacherSchema,
  });
