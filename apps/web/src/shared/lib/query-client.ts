import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A client error (4xx) will not change on retry; a network blip or 5xx gets one more try. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });

/** Catalogue data (grades, subjects, materials) changes rarely: keep it fresh for 10 minutes. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
