import { type SiteConfigAnswer, siteConfigSchema, successEnvelope } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Runtime settings the SPA needs; read at start-up instead of baking them into the build. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const data: SiteConfigAnswer = {
    launch_mode: config.launchMode,
    teacher_signup: config.teacherSignup,
    exam_site_url: config.examSiteUrl,
    contact: config.contact,
    social: config.social,
    upload_limits: config.uploadLimits,
  };
  app.get(
    '/config',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public runtime settings of the site',
        response: { 200: successEnvelope(siteConfigSchema) },
      },
    },
    async () => ({ status: 'success' as const, data }),
  );
};
