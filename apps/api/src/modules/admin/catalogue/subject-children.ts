import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  exams,
  lessons,
  subjects,
  subjectUnits,
  summaries,
  teacherGuides,
  unitLessons,
  worksheets,
} from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { assertNoDependents } from '../lib/catalogue-refs.ts';

/** Tables whose rows belong to one subject and carry its semester. */
export const SUBJECT_CHILDREN = [
  subjectUnits,
  lessons,
  worksheets,
  exams,
  summaries,
  teacherGuides,
];
const PDF_TABLES = { worksheets, exams, summaries, teacher_guides: teacherGuides };

const countOf = async (query: PromiseLike<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** What deleting a subject would remove with it, per table. */
export async function subjectDependents(db: Database, id: number) {
  const units = db
    .select({ id: subjectUnits.id })
    .from(subjectUnits)
    .where(eq(subjectUnits.subject_id, id));
  const counts: Record<string, number> = {
    units: await countOf(
      db.select({ n: count() }).from(subjectUnits).where(eq(subjectUnits.subject_id, id)),
    ),
    unit_lessons: await countOf(
      db.select({ n: count() }).from(unitLessons).where(inArray(unitLessons.unit_id, units)),
    ),
    lessons: await countOf(
      db.select({ n: count() }).from(lessons).where(eq(lessons.subject_id, id)),
    ),
  };
  for (const [name, table] of Object.entries(PDF_TABLES)) {
    counts[name] = await countOf(
      db.select({ n: count() }).from(table).where(eq(table.subject_id, id)),
    );
  }
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { total, counts };
}

/**
 * Deletes a subject, refused (409) while it has children unless `cascade`. The database
 * removes the children (ON DELETE CASCADE); the keys of every file they held are
 * returned so the caller deletes them once this transaction committed.
 */
export async function deleteSubject(
  db: Database,
  { id, cascade }: { id: number; cascade: boolean },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ image: subjects.image })
      .from(subjects)
      .where(eq(subjects.id, id))
      .for('update');
    if (!subject) throw notFoundError();
    assertNoDependents((await subjectDependents(tx, id)).total, cascade);
    const keys: Array<string | null> = [subject.image];
    const videos = await tx
      .select({
        image: lessons.image,
        video: lessons.video_mp4,
        captions_ar: lessons.captions_ar,
        captions_en: lessons.captions_en,
      })
      .from(lessons)
      .where(eq(lessons.subject_id, id));
    for (const lesson of videos) {
      keys.push(lesson.image, lesson.video, lesson.captions_ar, lesson.captions_en);
    }
    for (const table of Object.values(PDF_TABLES)) {
      const pdfs = await tx
        .select({ key: table.pdf_file })
        .from(table)
        .where(eq(table.subject_id, id));
      keys.push(...pdfs.map((pdf) => pdf.key));
    }
    await tx.delete(subjects).where(eq(subjects.id, id));
    return keys.filter((key): key is string => key !== null);
  });
}
