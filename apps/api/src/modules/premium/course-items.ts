import {
  PDF_ITEM_KINDS,
  type PremiumCourseItem,
  type PremiumItemKind,
  type PremiumItemRef,
} from '@madrasa/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PDF_TABLES } from '../../db/pdf-materials.ts';
import {
  computerExams,
  lessons,
  premiumCourses,
  premiumPreviews,
  teacherFiles,
  teacherPaperExams,
  teacherVideoLessons,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { itemKey, type PremiumIndex, type PremiumItem } from '../../lib/premium/access.ts';
import { courseNotFound } from './premium-courses.ts';

/**
 * What a premium course serves, in its public lists' order: a subject course its lessons,
 * the four PDF kinds and the editors' computer exams of that subject and semester; a
 * teacher's course their videos, files, paper exams and computer exams.
 */

type Item = PremiumItem & { title_ar: string; title_en: string };
type Course = typeof premiumCourses.$inferSelect;

async function subjectItems(
  db: Database,
  { subject_id, semester }: { subject_id: number; semester: Course['semester'] & string },
): Promise<Item[]> {
  const where = { subject_id, semester };
  const lessonRows = await db
    .select({ id: lessons.id, title_ar: lessons.name_ar, title_en: lessons.name_en })
    .from(lessons)
    .where(and(eq(lessons.subject_id, subject_id), eq(lessons.semester, semester)))
    .orderBy(asc(lessons.sort_order), asc(lessons.id));
  const pdfs = await Promise.all(
    Object.entries(PDF_ITEM_KINDS).map(async ([list, kind]) => {
      const table = PDF_TABLES[list as keyof typeof PDF_ITEM_KINDS];
      const rows = await db
        .select({ id: table.id, title_ar: table.name_ar, title_en: table.name_en })
        .from(table)
        .where(and(eq(table.subject_id, subject_id), eq(table.semester, semester)))
        .orderBy(asc(table.id));
      return rows.map((row) => ({ kind, ...row, ...where }));
    }),
  );
  const examRows = await db
    .select({
      id: computerExams.id,
      title_ar: computerExams.title_ar,
      title_en: computerExams.title_en,
    })
    .from(computerExams)
    .where(
      and(
        eq(computerExams.subject_id, subject_id),
        eq(computerExams.semester, semester),
        isNull(computerExams.teacher_id),
      ),
    )
    .orderBy(asc(computerExams.id));
  return [
    ...lessonRows.map((row) => ({ kind: 'lesson' as const, ...row, ...where })),
    ...pdfs.flat(),
    ...examRows.map((row) => ({ kind: 'computer_exam' as const, ...row, ...where })),
  ];
}

async function teacherItems(db: Database, teacherId: number): Promise<Item[]> {
  const owner = { teacher_id: teacherId };
  // Newest first, as the teacher's page lists them.
  const videos = await db
    .select({
      id: teacherVideoLessons.id,
      title_ar: teacherVideoLessons.lesson_title,
      title_en: teacherVideoLessons.lesson_title,
    })
    .from(teacherVideoLessons)
    .where(eq(teacherVideoLessons.teacher_id, teacherId))
    .orderBy(desc(teacherVideoLessons.created_at), desc(teacherVideoLessons.id));
  const files = await db
    .select({
      id: teacherFiles.id,
      title_ar: teacherFiles.file_name,
      title_en: teacherFiles.file_name,
    })
    .from(teacherFiles)
    .where(eq(teacherFiles.teacher_id, teacherId))
    .orderBy(desc(teacherFiles.created_at), desc(teacherFiles.id));
  const papers = await db
    .select({
      id: teacherPaperExams.id,
      title_ar: teacherPaperExams.lesson_name_ar,
      title_en: teacherPaperExams.lesson_name_en,
    })
    .from(teacherPaperExams)
    .where(eq(teacherPaperExams.teacher_id, teacherId))
    .orderBy(desc(teacherPaperExams.created_at), desc(teacherPaperExams.id));
  const examRows = await db
    .select({
      id: computerExams.id,
      title_ar: computerExams.title_ar,
      title_en: computerExams.title_en,
    })
    .from(computerExams)
    .where(eq(computerExams.teacher_id, teacherId))
    .orderBy(asc(computerExams.id));
  const of = (kind: PremiumItemKind) => (row: Omit<Item, 'kind'>) => ({ kind, ...row, ...owner });
  return [
    ...videos.map(of('teacher_video')),
    ...files.map(of('teacher_file')),
    ...papers.map(of('teacher_paper_exam')),
    ...examRows.map(of('computer_exam')),
  ];
}

async function itemsOf(db: Database, courseId: number): Promise<Item[]> {
  const [course] = await db.select().from(premiumCourses).where(eq(premiumCourses.id, courseId));
  if (!course) throw courseNotFound();
  if (course.teacher_id !== null) return teacherItems(db, course.teacher_id);
  if (course.subject_id === null || course.semester === null) return [];
  return subjectItems(db, { subject_id: course.subject_id, semester: course.semester });
}

/** The course's items, each saying whether it is a free preview now. */
export async function listCourseItems(
  db: Database,
  { courseId, premium }: { courseId: number; premium: PremiumIndex },
): Promise<PremiumCourseItem[]> {
  return (await itemsOf(db, courseId)).map((item) => ({
    kind: item.kind,
    id: item.id,
    // A computer exam may be titled in one language only.
    title_ar: item.title_ar || item.title_en,
    title_en: item.title_en || item.title_ar,
    preview: premium.markOf(item)?.preview ?? false,
  }));
}

/** Replaces the course's picked previews; none picked: its first lesson (or video) is free. */
export async function savePreviews(
  db: Database,
  { courseId, items }: { courseId: number; items: PremiumItemRef[] },
): Promise<void> {
  const inCourse = new Set((await itemsOf(db, courseId)).map(itemKey));
  const strangers = items.filter((item) => !inCourse.has(itemKey(item)));
  if (strangers.length > 0) {
    throw new AppError(
      422,
      'validation_failed',
      'premium.item_not_in_course',
      {},
      {
        items: ['premium.item_not_in_course'],
      },
    );
  }
  const unique = [...new Map(items.map((item) => [itemKey(item), item])).values()];
  await db.transaction(async (tx) => {
    await tx.delete(premiumPreviews).where(eq(premiumPreviews.course_id, courseId));
    if (unique.length === 0) return;
    await tx
      .insert(premiumPreviews)
      .values(
        unique.map((item) => ({ course_id: courseId, item_kind: item.kind, item_id: item.id })),
      );
  });
}
