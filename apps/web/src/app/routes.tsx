import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { MarkedOutlet } from './mark-taken-over.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { authRoutes } from './routes/auth-routes.tsx';
import { page } from './routes/lazy-page.ts';
import { publicRoutes } from './routes/public-routes.tsx';

const fallback = (
  <div className="grid min-h-dvh place-items-center">
    <LoadingState />
  </div>
);

/** The whole route tree of docs/product.md §2; every page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <MarkedOutlet />,
    children: [
      {
        // The admin console has its own frame (its own issue); only its chunk boundary is fixed here.
        path: `${paths.admin.path}/*`,
        lazy: page(
          () => import('@/features/admin/pages/admin-page.tsx'),
          (m) => m.AdminPage,
          'admin',
        ),
        errorElement: <RouteErrorPage standalone />,
        hydrateFallbackElement: fallback,
      },
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage standalone />,
    hydrateFallbackElement: fallback,
    children: [
      {
        // Errors inside a page render in the layout, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          ...authRoutes,
          {
            path: '*',
            lazy: page(
              () => import('@/features/site/pages/not-found-page.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The offline page at any address (router.tsx), in the site's frame. */
export const offlineRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage standalone />,
    hydrateFallbackElement: fallback,
    children: [
      {
        path: '*',
        lazy: page(
          () => import('@/features/offline/offline-page.tsx'),
          (m) => m.OfflinePage,
          'offline',
        ),
      },
    ],
  },
];
