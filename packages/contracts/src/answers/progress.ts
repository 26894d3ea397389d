import * as z from 'zod/mini';
import { SEMESTERS } from '../enums.ts';

/**
 * GET /api/student/progress/continue: the last unfinished lessons, newest first. In zod/mini
 * like every answer the home page reads (see envelope.ts).
 */
export const continueLessonSchema = z.object({
  lesson_id: z.int(),
  name_ar: z.string(),
  name_en: z.string(),
  image: z.nullable(z.string()),
  video_mp4: z.string(),
  position_seconds: z.number(),
  duration_seconds: z.nullable(z.number()),
  subject: z.object({
    id: z.int(),
    name_ar: z.string(),
    name_en: z.string(),
    semester: z.enum(SEMESTERS),
    grade_id: z.int(),
  }),
  updated_at: z.string(),
});
export type ContinueLesson = z.infer<typeof continueLessonSchema>;
