import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/shared/lib/query-client.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';
import { Toaster } from '@/shared/ui/toaster.tsx';

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
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
