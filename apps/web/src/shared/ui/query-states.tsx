import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFailureText } from '../lib/api-client.ts';
import { buttonClass } from './button-class.ts';
import { Spinner } from './spinner.tsx';

/** The three non-data states every list has (docs/product.md §4: loading, empty, error). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner className="text-teal-700" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-700">
      {children}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-red-50 px-6 py-10 text-center"
    >
      <p className="text-red-800">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * A query's loading or failure state (its retry refetches), or nothing once it has data:
 * `failed` is the list's own "could not be loaded" when the server sent no text.
 */
export function QueryFallback({
  query,
  failed,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  failed: string;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        message={fetchFailureText(query.error, { wentWrong: failed, failed })}
        onRetry={() => query.refetch()}
      />
    );
  }
  return null;
}
