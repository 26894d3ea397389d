// First: schemas built by later imports read this setting (see the file).
import './config/zod.ts';
import './index.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { i18nReady } from './shared/lib/i18n.ts';
import { LoadingState } from './shared/ui/query-states.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The router has already started loading the first page's chunk; render once the texts are in.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <Suspense fallback={<LoadingState />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
