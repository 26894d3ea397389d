import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** A paged list's; a list read whole has none. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/** A list's states: loading, error, empty, or the rows and, when paged, a "Load more" button. */
export function ListView({
  query,
  count,
  empty,
  children,
}: {
  query: ListQuery;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('list.failed'))}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (count === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="space-y-4">
      {children}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage?.()}
            className={buttonClass('secondary')}
          >
            {query.isFetchingNextPage && <Spinner className="size-5" />}
            {t('list.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
