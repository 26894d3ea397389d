import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

/**
 * A list's four states (spec §4): loading, then the rows, or the empty text, or the error
 * (the server's or the network's message, else `fetchError`) with a retry button.
 */
export function QueryView<T extends readonly unknown[]>({
  query,
  fetchError,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  fetchError: string;
  empty: ReactNode;
  children: (rows: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, fetchError)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
