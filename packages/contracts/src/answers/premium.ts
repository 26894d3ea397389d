import * as z from 'zod/mini';
import { videoStreamSchema } from '../video.ts';

/**
 * What the public lists say of an item of a premium course (docs/decisions.md "Premium
 * courses"), in zod/mini like every answer. The same for every caller, so public lists stay
 * shared-cacheable: whether this account may open it is the client's check against its
 * entitlements (GET /api/me/courses), and the server's on every route that serves it.
 *
 * - null: free, as everything is by default;
 * - `preview: true`: a free preview of a premium course, open to all;
 * - `preview: false`: opens only with an entitlement to the course, its grade, or everything.
 */
export const premiumMarkSchema = z.nullable(
  z.object({
    course_id: z.int(),
    /** The course's grade (a subject course), for grade-wide cards; null for a teacher's course. */
    grade_id: z.nullable(z.int()),
    preview: z.boolean(),
  }),
);
export type PremiumMark = z.infer<typeof premiumMarkSchema>;

/**
 * A list item's mark. Optional so that a reply without it (a cached public page from before
 * premium courses, an offline copy) still reads, as free.
 */
export const premiumMark = z.optional(premiumMarkSchema);

/**
 * GET /api/premium/open's `data` (contracts' premium.ts `premiumOpenQuery`): the item's paths
 * for this caller, signed and short-lived; a video's `video` and `stream`, a PDF's `file`.
 */
export const premiumOpenSchema = z.object({
  video: z.nullable(z.string()),
  stream: z.nullable(videoStreamSchema),
  file: z.nullable(z.string()),
});
export type PremiumOpen = z.infer<typeof premiumOpenSchema>;
