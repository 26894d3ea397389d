import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/shared/api/get-data.ts';
import { fetchFailureText } from '@/shared/lib/api-client.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';

/**
 * A paged material list (docs/product.md §4 states): loading, the rows of the pages loaded
 * so far, the empty text, or the error with a retry; under the rows a Show More button loads
 * the next page, with its own spinner and, if that page fails, its own error and retry.
 * Once a page arrives, focus moves to its first row, so keyboard and screen-reader users
 * carry on where the new rows start instead of losing their place with the button.
 */
export function PagedList<T extends { id: number }>({
  query,
  empty,
  moreLabel,
  className,
  reveal = false,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  empty: ReactNode;
  /** The Show More button's text, naming what it loads. */
  moreLabel: string;
  /** The list's layout classes. */
  className: string;
  /** Mark rows for the scroll-reveal animation. */
  reveal?: boolean;
  /** One row; `index` is its place in the whole list (the first screenful loads eagerly). */
  children: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const list = useRef<HTMLUListElement>(null);
  /** The index of the first row of a page asked for by the button, until it shows. */
  const focusFrom = useRef<number | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    const row = list.current?.children.item(from);
    if (row instanceof HTMLElement) row.focus();
  }, [items.length]);

  const failureText = (error: unknown) =>
    fetchFailureText(error, { wentWrong: t('data.fetchError'), failed: t('data.fetchFailed') });

  if (query.isPending) return <LoadingState />;
  if (query.isError && items.length === 0) {
    return <ErrorState message={failureText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;

  const loadMore = () => {
    focusFrom.current = items.length;
    void query.fetchNextPage();
  };
  return (
    <>
      <ul ref={list} className={className}>
        {items.map((item, index) => (
          <li key={item.id} tabIndex={-1} data-reveal={reveal || undefined}>
            {children(item, index)}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-4">
        {query.isFetchNextPageError ? (
          <ErrorState message={failureText(query.error)} onRetry={loadMore} />
        ) : (
          query.hasNextPage && (
            <button
              type="button"
              onClick={loadMore}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
              className={buttonClass('secondary')}
            >
              {query.isFetchingNextPage && <Spinner className="size-5" />}
              {moreLabel}
              {query.isFetchingNextPage && (
                <span className="sr-only">{t('loading', { ns: 'common' })}</span>
              )}
            </button>
          )
        )}
      </div>
    </>
  );
}
