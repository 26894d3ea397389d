import { createBrowserRouter } from 'react-router';
import { isOfflinePage } from '@/features/offline/offline-caches.ts';
import { offlineRoutes, routes } from './routes.tsx';

/**
 * Created at import, so the first page's chunk starts loading alongside the texts. Offline,
 * on a page this phone never opened, the service worker sends the app marked so: it draws
 * the offline page there, whatever the address.
 */
export const router = createBrowserRouter(isOfflinePage() ? offlineRoutes : routes);
