import { PAGE_SIZE, pagedEnvelope } from '@madrasa/contracts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/shared/lib/api-client.ts';
import type { CourseFilter } from './get-subject-units.ts';

/** How many rows a material page asks for: the server's default page, as the directory. */
export const MATERIAL_PAGE_SIZE = PAGE_SIZE.default;

/** One page of a material list and the cursor of the next (null on the last). */
export type MaterialPage<T> = { items: T[]; nextCursor: string | null };

/**
 * GETs one page of a paged material list (`{ status, data, next_cursor }`) and checks it
 * against the contracts' schema, so a page never renders half-understood rows.
 */
export async function getMaterialPage<S extends z.ZodType>(
  path: string,
  {
    schema,
    filter: { subjectId, semester },
    cursor,
    signal,
  }: { schema: S; filter: CourseFilter; cursor: string | null; signal?: AbortSignal },
): Promise<MaterialPage<z.output<S>>> {
  const body = await apiRequest(path, {
    host: 'admin',
    signal,
    query: { subject_id: subjectId, semester, limit: MATERIAL_PAGE_SIZE, cursor },
  });
  const parsed = pagedEnvelope(schema).safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  return { items: parsed.data.data, nextCursor: parsed.data.next_cursor };
}
