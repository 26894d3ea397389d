import * as z from 'zod/mini';
import { SEMESTERS, STUDY_PHASES } from '../enums.ts';

/** The catalogue's shared answers, in zod/mini like every answer (see envelope.ts). */

/** A school grade as the public catalogue lists it (docs/product.md §3). */
export const gradeSchema = z.object({
  id: z.int(),
  name_ar: z.string(),
  name_en: z.string(),
  study_phase: z.enum(STUDY_PHASES),
  grade_key: z.string(),
});
export type Grade = z.infer<typeof gradeSchema>;

/** One subject of one grade in one semester (docs/product.md §3). */
export const subjectSchema = z.object({
  id: z.int(),
  grade_id: z.int(),
  semester: z.enum(SEMESTERS),
  name_ar: z.string(),
  name_en: z.string(),
  /** A same-origin URL path under /storage, or null. */
  image: z.nullable(z.string()),
});
export type Subject = z.infer<typeof subjectSchema>;
