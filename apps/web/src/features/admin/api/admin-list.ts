import type { AdminPage } from '@madrasa/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

export type ListFilters = Record<string, string | number | undefined>;

/**
 * One server page at a time (limit + cursor, newest first); "Load more" fetches the next.
 * The key is [admin, table, filters], so a mutation invalidates a table with [admin, table].
 */
export function useAdminList<Row>({
  table,
  path,
  filters = {},
  refetchInterval,
}: {
  table: string;
  path: string;
  filters?: ListFilters;
  /** Reads every loaded page again after this many ms (false: not), given the rows. */
  refetchInterval?: (rows: Row[]) => number | false;
}) {
  return useInfiniteQuery({
    queryKey: [ADMIN_QUERY_ROOT, table, filters],
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AdminPage<Row>>(path, {
        signal,
        query: { ...filters, limit: 24, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval: refetchInterval && ((query) => refetchInterval(rowsOf(query.state.data))),
  });
}

export const rowsOf = <Row>(data: { pages: AdminPage<Row>[] } | undefined): Row[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
