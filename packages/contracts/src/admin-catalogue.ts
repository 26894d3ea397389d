import { z } from 'zod';
import { adminPageQuery, adminText } from './admin-common.ts';
import { subjectSchema } from './answers/catalogue.ts';
import { lessonSchema, pdfMaterialSchema } from './catalogue.ts';
import { SEMESTERS } from './enums.ts';
import { idParam, semesterField } from './validation.ts';

/**
 * The catalogue and the blog as the admin console edits them. Texts are bilingual and
 * required; files travel as multipart parts beside these fields (image, video_mp4, pdf_file)
 * and are checked by their bytes on the server. A unit, lesson or PDF takes its semester
 * from its subject, so it always shows under that subject's semester page.
 */

export const ADMIN_NAME_MAX = 200;
const names = { name_ar: adminText(ADMIN_NAME_MAX), name_en: adminText(ADMIN_NAME_MAX) };

/** The catalogue tables the console lists, by their path under /api/admin. */
export const ADMIN_CATALOGUE_TABLES = [
  'grades',
  'subjects',
  'subject-units',
  'unit-lessons',
  'lessons',
  'worksheets',
  'exams',
  'summaries',
  'teacher-guides',
] as const;
export type AdminCatalogueTable = (typeof ADMIN_CATALOGUE_TABLES)[number];

/** Filters of every catalogue table; each table ignores what does not apply to it. */
export const adminCatalogueQuery = adminPageQuery.extend({
  grade_id: idParam.optional(),
  subject_id: idParam.optional(),
  unit_id: idParam.optional(),
  semester: semesterField.optional(),
});
export type AdminCatalogueQuery = z.infer<typeof adminCatalogueQuery>;

/** A row another row belongs to, named in both languages for the tables. */
export const catalogueRefSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
});

const semester = z.enum(SEMESTERS);
const placed = { grade: catalogueRefSchema, subject: catalogueRefSchema };

/** Grades keep their place and key; an admin renames them only. */
export const gradeNamesSchema = z.object(names);

export const adminSubjectSchema = z.object({ ...subjectSchema.shape, grade: catalogueRefSchema });
export type AdminSubject = z.infer<typeof adminSubjectSchema>;
export const subjectFieldsSchema = z.object({
  grade_id: idParam,
  semester: semesterField,
  ...names,
});

export const adminUnitSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester,
  name_ar: z.string(),
  name_en: z.string(),
  ...placed,
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;
export const unitFieldsSchema = z.object({ subject_id: idParam, ...names });

export const adminUnitLessonSchema = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  semester,
  name_ar: z.string(),
  name_en: z.string(),
  ...placed,
  unit: catalogueRefSchema,
});
export type AdminUnitLesson = z.infer<typeof adminUnitLessonSchema>;
export const unitLessonFieldsSchema = z.object({ unit_id: idParam, ...names });

export const adminLessonSchema = lessonSchema.extend({
  ...placed,
  video_size: z.number().int().nonnegative(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminPdfMaterialSchema = pdfMaterialSchema.extend(placed);
export type AdminPdfMaterial = z.infer<typeof adminPdfMaterialSchema>;

/** Lessons and the four PDF kinds: a subject and names (the files ride beside them). */
export const materialFieldsSchema = z.object({ subject_id: idParam, ...names });

/** DELETE …?cascade=true removes the row's children too, as the editor confirmed. */
export const deleteQuery = z.object({
  cascade: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value === 'true'),
});

/** What deleting a row would take with it, by table, for the confirm dialog. */
export const dependentsSchema = z.object({
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type Dependents = z.infer<typeof dependentsSchema>;

// ── Blog ─────────────────────────────────────────────────────────────────────

export const blogFieldsSchema = z.object({
  title_ar: adminText(ADMIN_NAME_MAX),
  title_en: adminText(ADMIN_NAME_MAX),
  topic_ar: adminText(ADMIN_NAME_MAX),
  topic_en: adminText(ADMIN_NAME_MAX),
  content_ar: adminText(20_000),
  content_en: adminText(20_000),
});
export type BlogFields = z.infer<typeof blogFieldsSchema>;
