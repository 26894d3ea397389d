import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/shared/lib/query-client.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';
import { useToastsWanted } from '@/shared/lib/toast.ts';
import { OfflineProgressSync } from '@/shared/progress/offline-progress-sync.tsx';

// Toasts never show on the first paint: react-toastify and its stylesheet load with the first.
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
  const toastsWanted = useToastsWanted();
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <OfflineProgressSync />
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </SessionProvider>
    </QueryClientProvider>
  );
}
