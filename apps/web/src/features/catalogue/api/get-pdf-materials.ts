import { type PdfMaterialKind, pdfMaterialSchema } from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getMaterialPage } from './get-material-page.ts';
import type { CourseFilter } from './get-subject-units.ts';

/**
 * GET /api/worksheets, /exams, /summaries or /teacher-guides: four endpoints of one shape,
 * so one fetcher serves them, keyed by the endpoint, a page at a time.
 */
export const getPdfMaterials = ({
  kind,
  filter,
  cursor = null,
  signal,
}: {
  kind: PdfMaterialKind;
  filter: CourseFilter;
  cursor?: string | null;
  signal?: AbortSignal;
}) => getMaterialPage(`/api/${kind}`, { schema: pdfMaterialSchema, filter, cursor, signal });

export const pdfMaterialsQueryOptions = (kind: PdfMaterialKind, filter: CourseFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', kind, filter],
    queryFn: ({ pageParam, signal }) =>
      getPdfMaterials({ kind, filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: CATALOGUE_STALE_MS,
  });

export const usePdfMaterials = (kind: PdfMaterialKind, filter: CourseFilter) =>
  useInfiniteQuery(pdfMaterialsQueryOptions(kind, filter));
