import { type PdfMaterialKind, pdfMaterialSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import type { CourseFilter } from './get-subject-units.ts';

/**
 * GET /api/worksheets, /exams, /summaries or /teacher-guides: four endpoints of one shape,
 * so one fetcher serves them, keyed by the endpoint.
 */
export const getPdfMaterials = ({
  kind,
  filter: { subjectId, semester },
  signal,
}: {
  kind: PdfMaterialKind;
  filter: CourseFilter;
  signal?: AbortSignal;
}) =>
  getData(`/api/${kind}`, {
    schema: pdfMaterialSchema.array(),
    signal,
    host: 'admin',
    query: { subject_id: subjectId, semester },
  });

export const pdfMaterialsQueryOptions = (kind: PdfMaterialKind, filter: CourseFilter) =>
  queryOptions({
    queryKey: ['catalogue', kind, filter],
    queryFn: ({ signal }) => getPdfMaterials({ kind, filter, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const usePdfMaterials = (kind: PdfMaterialKind, filter: CourseFilter) =>
  useQuery(pdfMaterialsQueryOptions(kind, filter));
