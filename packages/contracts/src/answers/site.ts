import * as z from 'zod/mini';
import { pagedEnvelope } from '../envelope.ts';

/** The public site's answers, in zod/mini like every answer (see envelope.ts). */

export const blogSchema = z.object({
  id: z.int(),
  /** A URL path under /storage, or null when the post has no picture. */
  image: z.nullable(z.string()),
  title_ar: z.string(),
  title_en: z.string(),
  topic_ar: z.string(),
  topic_en: z.string(),
  content_ar: z.string(),
  content_en: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/**
 * The list keeps the original `{ status, data }` shape, `data` being one page of posts, newest
 * first; `next_cursor` (null on the last page) is passed back as `cursor` for the next one.
 */
export const blogListResponse = pagedEnvelope(blogSchema);
export type BlogListResponse = z.infer<typeof blogListResponse>;

/**
 * GET /api/config: the runtime settings the web app reads at start-up instead of baking them
 * into the build. A setting left unset is an empty string.
 */
export const siteConfigSchema = z.object({
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
export type SiteConfigAnswer = z.infer<typeof siteConfigSchema>;
