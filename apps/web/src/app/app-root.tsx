import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense, useEffect } from 'react';
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
        <Suspense fallback={<LoadingState />}>
          {children}
          <MarkTakenOver />
        </Suspense>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * `<html data-app="ready">` and the `app:taken-over` event once the app owns the page: a page
 * the server drew answers taps and keys only from then on. public/start-app.js hands over
 * the taps and text it held until then, and the browser tests wait for the mark. Inside the
 * page's Suspense boundary, so it is set when the page is.
 */
function MarkTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event('app:taken-over'));
  }, []);
  return null;
}
