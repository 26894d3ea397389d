import { LIST_PAGE } from '@madrasa/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListPage } from '@/shared/api/get-data.ts';

/**
 * Shows a paged list 6 items first, 3 more per Show More (docs/product.md §9). Pages are fetched from
 * the server only when the items shown run past the ones loaded.
 */
export function useShowMore<T>(query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>) {
  const [visible, setVisible] = useState<number>(LIST_PAGE.initial);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const needsMore = visible > items.length && hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    if (needsMore) void fetchNextPage();
  }, [needsMore, fetchNextPage]);

  const shown = items.slice(0, visible);
  return {
    items,
    shown,
    loadingMore: isFetchingNextPage,
    canShowMore: visible < items.length || hasNextPage,
    canShowLess: shown.length > LIST_PAGE.initial,
    showMore: () => setVisible((count) => count + LIST_PAGE.step),
    showLess: () => setVisible(LIST_PAGE.initial),
  };
}
