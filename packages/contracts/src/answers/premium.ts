import * as z from 'zod/mini';

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
