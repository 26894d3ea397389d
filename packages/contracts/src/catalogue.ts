import { z } from 'zod';
import { premiumMark } from './answers/premium.ts';
import { SEMESTERS, STUDY_PHASES } from './enums.ts';
import { ID_MAX, idParam, pageLimit, semesterField } from './validation.ts';
import { videoStreamSchema } from './video.ts';

/** GET /api/grades: optionally only one study phase (the intermediate and high-school pages). */
export const gradesQuery = z.object({
  study_phase: z.enum(STUDY_PHASES, { error: 'validation.invalid_study_phase' }).optional(),
});
export type GradesQuery = z.infer<typeof gradesQuery>;

const bilingualName = { name_ar: z.string(), name_en: z.string() };
const semester = z.enum(SEMESTERS);
/** Stored files are given as same-origin URL paths, e.g. `/storage/subjects/3f2a….webp`. */
const storagePath = z.string();

/** The longest subject name the by-name lookup accepts; real names are far shorter. */
export const SUBJECT_NAME_MAX = 120;

/**
 * GET /api/subjects. `name` matches the English or Arabic name exactly, ignoring case and
 * surrounding spaces (the /course-content/{materialName} route, docs/decisions.md §6).
 */
export const subjectsQuery = z.object({
  grade_id: idParam.optional(),
  semester: semesterField.optional(),
  name: z
    .string({ error: 'catalogue.invalid_name' })
    .trim()
    .min(1, 'catalogue.invalid_name')
    .max(SUBJECT_NAME_MAX, 'catalogue.invalid_name')
    .optional(),
});
export type SubjectsQuery = z.infer<typeof subjectsQuery>;

/** Path parameters of routes about one thing, e.g. GET /api/subjects/{id}. */
export const idParams = z.object({ id: idParam });

/** A lesson title inside a book unit (docs/product.md §3 "Unit lesson"). */
export const unitLessonSchema = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  ...bilingualName,
});
export type UnitLesson = z.infer<typeof unitLessonSchema>;

/** A unit of a subject's book; `lessons` only when asked for with `include=lessons`. */
export const subjectUnitSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester,
  ...bilingualName,
  lessons: unitLessonSchema.array().optional(),
});
export type SubjectUnit = z.infer<typeof subjectUnitSchema>;

/** Filters of every per-subject list: worksheets, exams, summaries, guides, lessons, units. */
export const materialsQuery = z.object({
  subject_id: idParam.optional(),
  semester: semesterField.optional(),
});
export type MaterialsQuery = z.infer<typeof materialsQuery>;

/**
 * A keyset paging position in a material list: the last row's sort key, "_"-joined. The
 * lists are ordered by subject and semester first (their filters are optional), so the
 * key starts with both; each number must fit a PostgreSQL integer.
 */
const materialCursor = (pattern: RegExp) =>
  z
    .string()
    .regex(pattern, 'validation.invalid')
    .refine(
      (value) =>
        value
          .split('_')
          .filter((part) => /\d/.test(part))
          .every((part) => Number(part) >= -ID_MAX - 1 && Number(part) <= ID_MAX),
      'validation.invalid',
    );

/** The position in a PDF list: "<subject_id>_<semester>_<id>". */
export const PDF_MATERIAL_CURSOR_PATTERN = /^\d{1,10}_(?:first|second)_\d{1,10}$/;
/** The position in the lessons list: "<subject_id>_<semester>_<sort_order>_<id>". */
export const LESSON_CURSOR_PATTERN = /^\d{1,10}_(?:first|second)_-?\d{1,10}_\d{1,10}$/;

/**
 * GET /api/worksheets, /exams, /summaries, /teacher-guides: the filters plus `limit`
 * (default 24, at most 100) and the `cursor` of the previous page, as teachers and blogs.
 */
export const pdfMaterialsQuery = materialsQuery.extend({
  limit: pageLimit,
  cursor: materialCursor(PDF_MATERIAL_CURSOR_PATTERN).optional(),
});
export type PdfMaterialsQuery = z.infer<typeof pdfMaterialsQuery>;

/** GET /api/lessons: the filters, `limit` and `cursor`, as the PDF lists. */
export const lessonsQuery = materialsQuery.extend({
  limit: pageLimit,
  cursor: materialCursor(LESSON_CURSOR_PATTERN).optional(),
});
export type LessonsQuery = z.infer<typeof lessonsQuery>;

/** GET /api/subject-units: `include=lessons` nests each unit's lessons (one query, no N+1). */
export const subjectUnitsQuery = materialsQuery.extend({
  include: z.enum(['lessons'], { error: 'catalogue.invalid_include' }).optional(),
});
export type SubjectUnitsQuery = z.infer<typeof subjectUnitsQuery>;

/** GET /api/unit-lessons: by unit, or every lesson of a subject's book (optionally one semester). */
export const unitLessonsQuery = materialsQuery.extend({ unit_id: idParam.optional() });
export type UnitLessonsQuery = z.infer<typeof unitLessonsQuery>;

/** A video lesson (docs/product.md §3 "Lesson"). */
export const lessonSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester,
  ...bilingualName,
  image: storagePath.nullable(),
  /** The uploaded original; players use `stream` (docs/decisions.md §16). */
  video_mp4: storagePath,
  stream: videoStreamSchema,
  premium: premiumMark,
});
export type Lesson = z.infer<typeof lessonSchema>;

/**
 * A worksheet, exam, summary or teacher's guide: one PDF, with its original file name and
 * its size in bytes so lists can show both before downloading.
 */
export const pdfMaterialSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester,
  ...bilingualName,
  pdf_file: storagePath,
  file_name: z.string(),
  file_size: z.number().int().nonnegative(),
  premium: premiumMark,
});
export type PdfMaterial = z.infer<typeof pdfMaterialSchema>;

/** The four PDF lists, by their API path. */
export const PDF_MATERIAL_KINDS = ['worksheets', 'exams', 'summaries', 'teacher-guides'] as const;
export type PdfMaterialKind = (typeof PDF_MATERIAL_KINDS)[number];
