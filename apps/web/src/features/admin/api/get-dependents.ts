import type { Dependents } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

type Parent = 'subjects' | 'subject-units';

/** GET /api/admin/<subjects|subject-units>/<id>/dependents: what a delete would take along. */
export const getDependents = async ({
  table,
  id,
  signal,
}: {
  table: Parent;
  id: number;
  signal?: AbortSignal;
}) => (await adminRequest<{ data: Dependents }>(`/${table}/${id}/dependents`, { signal })).data;

export const dependentsQueryOptions = (table: Parent, id: number) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, table, 'dependents', id],
    queryFn: ({ signal }) => getDependents({ table, id, signal }),
    staleTime: 0,
  });

export const useDependents = (table: Parent, id: number | null) =>
  useQuery({ ...dependentsQueryOptions(table, id ?? 0), enabled: id !== null });
