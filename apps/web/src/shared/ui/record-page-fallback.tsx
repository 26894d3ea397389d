import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { Page } from './page.tsx';
import { ErrorState, LoadingState } from './query-states.tsx';

/**
 * The page of one record (a class, a child) before it has loaded, or when it cannot: a 404
 * says it is not there, with no retry (asking again would not help); any other failure
 * offers one. `back` leads to the list the record belongs to.
 */
export function RecordPageFallback({
  query,
  back,
  texts,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  back: ReactNode;
  texts: { loading: string; notFoundTitle: string; notFound: string; loadFailed: string };
}) {
  if (query.isPending) {
    return (
      <Page title={texts.loading}>
        <LoadingState />
      </Page>
    );
  }
  const gone = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Page title={texts.notFoundTitle}>
      {back}
      <ErrorState
        message={gone ? texts.notFound : errorMessage(query.error, texts.loadFailed)}
        onRetry={gone ? undefined : () => query.refetch()}
      />
    </Page>
  );
}
