import { z } from 'zod';
import { continueLessonSchema } from './answers/progress.ts';
import { PROGRESS_ITEM_KINDS, SEMESTERS } from './enums.ts';
import { successEnvelope } from './envelope.ts';
import { idParam, semesterField } from './validation.ts';

/**
 * A student's learning progress (docs/decisions.md "Progress"): one row per student and
 * item, upserted by each save. Videos keep where the student stopped; a video counts as
 * watched at WATCHED_FRACTION of its length, a PDF once opened or downloaded.
 */

/** The player saves this often while playing (and on pause, end, close and page hide). */
export const PROGRESS_SAVE_SECONDS = 10;
/** A video counts as watched once the position reaches this share of its length. */
export const WATCHED_FRACTION = 0.9;
/**
 * Time spent is credited from the seconds the player says it played, never more than the
 * wall clock allows since the item's last save plus this slack (network and timer jitter).
 */
export const PLAYED_SLACK_SECONDS = 2;
/** A first save has no earlier one to measure from: at most two save intervals count. */
export const FIRST_SAVE_MAX_PLAYED = 2 * PROGRESS_SAVE_SECONDS;
/** Longer than any lesson video; bounds the numbers a save may carry. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;
/** How many unfinished lessons "Continue learning" offers. */
export const CONTINUE_LEARNING_LIMIT = 6;

export const VIDEO_KINDS = ['lesson', 'teacher_video'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
/** The PDFs: the catalogue's four kinds and the teachers' files and paper exams. */
export const FILE_KINDS = [
  'worksheet',
  'exam',
  'summary',
  'teacher_guide',
  'teacher_file',
  'teacher_paper_exam',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const seconds = z
  .number({ error: 'progress.invalid_seconds' })
  .finite('progress.invalid_seconds')
  .min(0, 'progress.invalid_seconds')
  .max(MAX_VIDEO_SECONDS, 'progress.invalid_seconds');

/** POST /api/student/progress/videos/{kind}/{id}: where the video is and what was played. */
export const videoProgressParams = z.object({
  kind: z.enum(VIDEO_KINDS, { error: 'progress.invalid_kind' }),
  id: idParam,
});
export const saveVideoProgressSchema = z
  .object({
    position_seconds: seconds,
    duration_seconds: seconds.refine((value) => value > 0, 'progress.invalid_seconds'),
    /** Seconds actually played since the previous save (wall clock, not media time). */
    played_seconds: seconds,
    /** Names one save, so a save resent from a phone's offline queue is applied once. */
    save_id: z.uuid().optional(),
    /** When the player was there; a save observed before the latest one moves no position. */
    observed_at: z.iso.datetime().optional(),
  })
  .refine((body) => body.position_seconds <= body.duration_seconds + 1, {
    path: ['position_seconds'],
    error: 'progress.invalid_seconds',
  });
export type SaveVideoProgress = z.infer<typeof saveVideoProgressSchema>;

/** PUT /api/student/progress/files/{kind}/{id}: the PDF was opened or downloaded. */
export const fileProgressParams = z.object({
  kind: z.enum(FILE_KINDS, { error: 'progress.invalid_kind' }),
  id: idParam,
});

export const savedProgressSchema = z.object({
  kind: z.enum(PROGRESS_ITEM_KINDS),
  id: z.number().int(),
  completed: z.boolean(),
});
export const savedProgressReply = successEnvelope(savedProgressSchema);

/** One item's state, for resuming a video and ticking what is done. */
export const itemProgressSchema = z.object({
  kind: z.enum(PROGRESS_ITEM_KINDS),
  id: z.number().int(),
  position_seconds: z.number(),
  duration_seconds: z.number().nullable(),
  completed: z.boolean(),
});
export type ItemProgress = z.infer<typeof itemProgressSchema>;

/**
 * GET /api/student/progress/items: a subject and semester's items, or a teacher's uploads
 * (`teacher_id`). One of the two is required.
 */
export const itemProgressQuery = z
  .object({
    subject_id: idParam.optional(),
    semester: semesterField.optional(),
    teacher_id: idParam.optional(),
  })
  .refine(
    (query) =>
      query.teacher_id !== undefined ||
      (query.subject_id !== undefined && query.semester !== undefined),
    { path: ['subject_id'], error: 'progress.invalid_scope' },
  );
export type ItemProgressQuery = z.infer<typeof itemProgressQuery>;
export const itemProgressReply = successEnvelope(z.array(itemProgressSchema));

const doneOf = z.object({ done: z.number().int(), total: z.number().int() });
export type DoneOf = z.infer<typeof doneOf>;

/** The catalogue's kinds a subject holds, each counted on its own (the course page's tiles). */
export const SUBJECT_ITEM_KINDS = [
  'lesson',
  'worksheet',
  'exam',
  'summary',
  'teacher_guide',
] as const;
export type SubjectItemKind = (typeof SUBJECT_ITEM_KINDS)[number];

/** A subject's bar: lessons watched and files opened of all it holds, and each kind apart. */
export const subjectProgressSchema = z.object({
  subject_id: z.number().int(),
  semester: z.enum(SEMESTERS),
  lessons: doneOf,
  files: doneOf,
  kinds: z.object({
    lesson: doneOf,
    worksheet: doneOf,
    exam: doneOf,
    summary: doneOf,
    teacher_guide: doneOf,
  }),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

/** GET /api/student/progress/subjects?grade_id=: one bar per subject card of a grade. */
export const subjectProgressQuery = z.object({ grade_id: idParam });
export const subjectProgressReply = successEnvelope(z.array(subjectProgressSchema));

export const continueLessonsReply = successEnvelope(z.array(continueLessonSchema));

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** A computer-based exam the student has submitted at least once, with the best score. */
export const examProgressSchema = z.object({
  exam_id: z.number().int(),
  title: bilingual,
  attempts: z.number().int(),
  best_percent: z.number().int().nullable(),
  passed: z.boolean(),
});

/**
 * Everything the Progress tab, a linked parent and the data export show: per subject and
 * semester (the student's grade, and any other subject the student worked in), lessons
 * watched, files opened and exams taken with their best scores; and the time spent this week.
 */
export const progressSummary = z.object({
  /** The Saturday that began this week in Amman (YYYY-MM-DD), and the seconds studied since. */
  week_start: z.string(),
  week_seconds: z.number().int(),
  subjects: z.array(
    subjectProgressSchema.extend({
      name_ar: z.string(),
      name_en: z.string(),
      grade_id: z.number().int(),
      /** The grade's name: subjects of two grades may share a name (another grade's lesson). */
      grade_name_ar: z.string(),
      grade_name_en: z.string(),
      exams: z.object({
        taken: z.number().int(),
        total: z.number().int(),
        results: z.array(examProgressSchema),
      }),
    }),
  ),
});
export type ProgressSummary = z.infer<typeof progressSummary>;
export const progressSummaryReply = successEnvelope(progressSummary);
