import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Created at import, so the first page's chunk starts loading alongside the texts. */
export const router = createBrowserRouter(routes);
