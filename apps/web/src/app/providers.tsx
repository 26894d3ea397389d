import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/shared/lib/query-client.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';

// Toasts never show on the first paint, so react-toastify and its stylesheet load after it.
const Toaster = lazy(async () => ({ default: (await import('@/shared/ui/toaster.tsx')).Toaster }));

/** App-wide providers. i18next needs none: react-i18next binds its instance globally. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
