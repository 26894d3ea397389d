import { type PublicTeacher, TEACHING_LEVELS, type TeachingLevel } from '@madrasa/contracts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { type ListPage, optionalText, parsePage, positiveId, type Row, text } from './read-rows.ts';

/** The root of every public teacher query: a teacher's upload changes them all. */
export const TEACHERS_KEY = ['teachers'] as const;

const isLevel = (value: unknown): value is TeachingLevel =>
  typeof value === 'string' && (TEACHING_LEVELS as readonly string[]).includes(value);

const toPublicTeacher = (row: Row): PublicTeacher | null => {
  const id = positiveId(row.id);
  if (id === null) return null;
  return {
    id,
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    photo: text(row.photo),
    about_you: optionalText(row.about_you),
    age_group_taught: isLevel(row.age_group_taught) ? row.age_group_taught : null,
    subject: text(row.subject),
  };
};

/**
 * GET /api/teachers: one page of the directory, filtered on the server, `limit` rows from
 * `cursor` on. The directory pages through it; the home page shows its first few rows.
 */
export const getTeachers = async ({
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
  parsePage(
    await apiRequest('/api/teachers', { signal, query: { ...filters, limit, cursor } }),
    toPublicTeacher,
  );
