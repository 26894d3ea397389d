import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { siteConfigRoutes } from './site-config/site-config-routes.ts';

/** Feature route plugins, each mounted under /api. A new feature adds one line here. */
export const modules: FastifyPluginAsyncZod[] = [healthRoutes, siteConfigRoutes, catalogueRoutes];
