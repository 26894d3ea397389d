import { successEnvelope } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const siteConfigSchema = z.object({
  launch_mode: z.enum(['live', 'prelaunch']),
  teacher_signup: z.enum(['open', 'closed']),
  exam_site_url: z.string(),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    location_ar: z.string(),
    location_en: z.string(),
    map_embed_url: z.string(),
    map_url: z.string(),
  }),
  social: z.object({
    site: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    whatsapp: z.string(),
  }),
  /** Bytes, so upload forms can refuse an oversized file before sending it. */
  upload_limits: z.object({ pdf: z.number(), image: z.number(), video: z.number() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Runtime settings the SPA needs; read at start-up instead of baking them into the build. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const data: SiteConfig = {
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
