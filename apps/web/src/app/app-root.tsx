import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The tree around the router, the same in the browser (main.tsx) and in the server render
 * (server-render/entry-server.tsx): hydration needs both to draw the same elements.
 */
export function AppRoot({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </AppProviders>
    </StrictMode>
  );
}
