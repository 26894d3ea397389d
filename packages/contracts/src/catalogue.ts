import { z } from 'zod';
import { STUDY_PHASES } from './enums.ts';

/** A school grade as the public catalogue lists it (spec §3). */
export const gradeSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  study_phase: z.enum(STUDY_PHASES),
  grade_key: z.string(),
});
export type Grade = z.infer<typeof gradeSchema>;

/** GET /api/grades: optionally only one study phase (the intermediate and high-school pages). */
export const gradesQuery = z.object({
  study_phase: z.enum(STUDY_PHASES, { error: 'validation.invalid_study_phase' }).optional(),
});
export type GradesQuery = z.infer<typeof gradesQuery>;
