import { PAGE_SIZE } from '@madrasa/contracts';
import type { $ZodType, output } from 'zod/v4/core';
import { getPage, type ListPage } from '@/shared/api/get-data.ts';
import type { CourseFilter } from './get-subject-units.ts';

/** How many rows a material page asks for: the server's default page, as the directory. */
export const MATERIAL_PAGE_SIZE = PAGE_SIZE.default;

/** GETs one page of a paged material list of one subject and semester. */
export const getMaterialPage = <S extends $ZodType>(
  path: string,
  {
    schema,
    filter: { subjectId, semester },
    cursor,
    signal,
  }: { schema: S; filter: CourseFilter; cursor: string | null; signal?: AbortSignal },
): Promise<ListPage<output<S>>> =>
  getPage(path, {
    schema,
    host: 'admin',
    signal,
    query: { subject_id: subjectId, semester, limit: MATERIAL_PAGE_SIZE, cursor },
  });
