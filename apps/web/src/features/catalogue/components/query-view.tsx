import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFailureText } from '@/shared/lib/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

/**
 * A list's four states (docs/product.md §4): loading, then the rows, or the empty text, or the error
 * (the server's or the network's message, else the texts `{what}.fetchError` or
 * `{what}.fetchFailed` say) with a retry button.
 */
export function QueryView<T extends readonly unknown[]>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the list holds, as its error texts name it: `data` or `subjects`. */
  what: 'data' | 'subjects';
  empty: ReactNode;
  children: (rows: T) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        message={fetchFailureText(query.error, {
          wentWrong: t(`${what}.fetchError`),
          failed: t(`${what}.fetchFailed`),
        })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
