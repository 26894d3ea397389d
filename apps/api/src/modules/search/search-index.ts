import { searchForm } from '@madrasa/contracts';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  blogs,
  computerExamItems,
  computerExams,
  exams,
  grades,
  lessons,
  pdfTexts,
  searchDocuments,
  subjects,
  subjectUnits,
  summaries,
  teacherFiles,
  teacherGuides,
  teacherPaperExams,
  teachers,
  unitLessons,
  worksheets,
} from '../../db/schema.ts';
import { isPublicTeacher } from '../../lib/public-teacher.ts';

/**
 * The search index: every public thing as one row of `search_documents`, rebuilt whole
 * from the catalogue after any change (a school's catalogue is thousands of rows; a
 * rebuild takes a fraction of a second and cannot drift from the truth the way row-by-row
 * upkeep could). Hidden uploads, unpublished exams and teachers who are not public are
 * left out. A PDF's text comes from `pdf_texts`, which a background job fills.
 */

type Doc = typeof searchDocuments.$inferInsert;
type Place = { grade_id: number; subject_id: number; semester: 'first' | 'second' };

/** The PDF text kept per document: enough for any match and snippet, not whole books. */
const MAX_BODY = 20_000;
const semesterNumber = (semester: 'first' | 'second') => (semester === 'first' ? 1 : 2);
const coursePath = (place: Place) =>
  `/course-content/${place.subject_id}/${semesterNumber(place.semester)}`;

const MATERIALS = [
  { table: worksheets, subkind: 'worksheet', page: 'worksheets' },
  { table: summaries, subkind: 'summary', page: 'summaries' },
  { table: exams, subkind: 'exam', page: 'exams' },
  { table: teacherGuides, subkind: 'teacher_guide', page: 'teachers-guide' },
] as const;

export async function rebuildSearchIndex(
  db: Database,
): Promise<{ documents: number; pdfs: string[] }> {
  const gradeRows = await db.select().from(grades);
  const subjectRows = await db.select().from(subjects);
  const gradeOf = new Map(gradeRows.map((row) => [row.id, row]));
  const subjectOf = new Map(subjectRows.map((row) => [row.id, row]));
  const texts = new Map(
    (await db.select({ key: pdfTexts.storage_key, text: pdfTexts.text }).from(pdfTexts)).map(
      (row) => [row.key, row.text.slice(0, MAX_BODY)],
    ),
  );
  const pdfs: string[] = [];
  const pdfBody = (key: string) => {
    pdfs.push(key);
    return texts.get(key) ?? '';
  };

  /** The words that say where a thing lives: grade (with its number), subject, semester. */
  const context = (subjectId: number) => {
    const subject = subjectOf.get(subjectId);
    const grade = subject && gradeOf.get(subject.grade_id);
    const number = grade?.grade_key.replace(/\D/g, '') ?? '';
    return [grade?.name_ar, grade?.name_en, number, subject?.name_ar, subject?.name_en].join(' ');
  };
  const placed = (subjectId: number, semester: 'first' | 'second') => {
    const subject = subjectOf.get(subjectId);
    return { grade_id: subject?.grade_id ?? null, subject_id: subjectId, semester };
  };
  const doc = (fields: Omit<Doc, 'norm_title' | 'norm_body'> & { extra?: string }): Doc => ({
    ...fields,
    norm_title: searchForm(`${fields.title_ar} ${fields.title_en}`),
    norm_body: searchForm(`${fields.body ?? ''} ${fields.extra ?? ''}`),
  });

  const docs: Doc[] = [];
  for (const subject of subjectRows) {
    const place = {
      grade_id: subject.grade_id,
      subject_id: subject.id,
      semester: subject.semester,
    };
    docs.push(
      doc({
        kind: 'subject',
        ref_id: subject.id,
        title_ar: subject.name_ar,
        title_en: subject.name_en,
        ...place,
        link: coursePath(place),
        extra: context(subject.id),
      }),
    );
  }
  for (const lesson of await db.select().from(lessons)) {
    const place = placed(lesson.subject_id, lesson.semester);
    docs.push(
      doc({
        kind: 'lesson',
        subkind: 'video_lesson',
        ref_id: lesson.id,
        title_ar: lesson.name_ar,
        title_en: lesson.name_en,
        ...place,
        link: `${coursePath({ ...place, grade_id: 0 })}/lesson`,
        extra: context(lesson.subject_id),
      }),
    );
  }
  const bookLessons = await db
    .select({ lesson: unitLessons, unit: subjectUnits })
    .from(unitLessons)
    .innerJoin(subjectUnits, eq(subjectUnits.id, unitLessons.unit_id));
  for (const { lesson, unit } of bookLessons) {
    const place = placed(unit.subject_id, unit.semester);
    docs.push(
      doc({
        kind: 'lesson',
        subkind: 'book_lesson',
        ref_id: lesson.id,
        title_ar: lesson.name_ar,
        title_en: lesson.name_en,
        ...place,
        link: `${coursePath({ ...place, grade_id: 0 })}/book`,
        extra: `${unit.name_ar} ${unit.name_en} ${context(unit.subject_id)}`,
      }),
    );
  }
  for (const { table, subkind, page } of MATERIALS) {
    for (const row of await db.select().from(table)) {
      const place = placed(row.subject_id, row.semester);
      docs.push(
        doc({
          kind: 'material',
          subkind,
          ref_id: row.id,
          title_ar: row.name_ar,
          title_en: row.name_en,
          ...place,
          link: `${coursePath({ ...place, grade_id: 0 })}/${page}`,
          body: pdfBody(row.pdf_file),
          extra: context(row.subject_id),
        }),
      );
    }
  }

  const publicTeachers = await db.select().from(teachers).where(isPublicTeacher);
  const teacherIds = publicTeachers.map((teacher) => teacher.id);
  for (const teacher of publicTeachers) {
    docs.push(
      doc({
        kind: 'teacher',
        ref_id: teacher.id,
        title_ar: `${teacher.first_name} ${teacher.last_name}`,
        title_en: `${teacher.first_name} ${teacher.last_name}`,
        link: `/teachers-details/${teacher.id}`,
        extra: [teacher.subject, teacher.about_you].filter(Boolean).join(' '),
      }),
    );
  }
  if (teacherIds.length > 0) {
    const visible = (table: typeof teacherFiles | typeof teacherPaperExams) =>
      and(eq(table.hidden, false), inArray(table.teacher_id, teacherIds));
    for (const file of await db.select().from(teacherFiles).where(visible(teacherFiles))) {
      docs.push(
        doc({
          kind: 'material',
          subkind: 'teacher_file',
          ref_id: file.id,
          title_ar: file.file_name,
          title_en: file.file_name,
          link: `/teachers-details/${file.teacher_id}`,
          body: pdfBody(file.file_path),
        }),
      );
    }
    for (const paper of await db
      .select()
      .from(teacherPaperExams)
      .where(visible(teacherPaperExams))) {
      docs.push(
        doc({
          kind: 'material',
          subkind: 'teacher_exam',
          ref_id: paper.id,
          title_ar: paper.lesson_name_ar || paper.file_name,
          title_en: paper.lesson_name_en || paper.file_name,
          link: `/teachers-details/${paper.teacher_id}`,
          body: pdfBody(paper.file_path),
          extra: paper.grade,
        }),
      );
    }
  }

  for (const post of await db.select().from(blogs)) {
    docs.push(
      doc({
        kind: 'post',
        ref_id: post.id,
        title_ar: post.title_ar,
        title_en: post.title_en,
        link: `/blogDetails/${post.id}`,
        body: `${post.topic_ar}\n${post.topic_en}\n${post.content_ar}\n${post.content_en}`.slice(
          0,
          MAX_BODY,
        ),
      }),
    );
  }

  const examRows = await db
    .select()
    .from(computerExams)
    .where(
      and(
        eq(computerExams.published, true),
        teacherIds.length > 0
          ? or(isNull(computerExams.teacher_id), inArray(computerExams.teacher_id, teacherIds))
          : isNull(computerExams.teacher_id),
        // Listed only with questions, as the exam lists do.
        or(
          sql`${computerExams.draw} IS NOT NULL`,
          sql`EXISTS (SELECT 1 FROM ${computerExamItems} WHERE ${computerExamItems.exam_id} = ${computerExams.id})`,
        ),
      ),
    );
  for (const exam of examRows) {
    docs.push(
      doc({
        kind: 'exam',
        ref_id: exam.id,
        title_ar: exam.title_ar,
        title_en: exam.title_en,
        ...placed(exam.subject_id, exam.semester),
        link: `/computer-exams/${exam.id}`,
        extra: context(exam.subject_id),
      }),
    );
  }

  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    for (let start = 0; start < docs.length; start += 500) {
      await tx.insert(searchDocuments).values(docs.slice(start, start + 500));
    }
  });
  return { documents: docs.length, pdfs: [...new Set(pdfs)] };
}

/** Stored PDFs whose text has not been extracted yet (new ones get a waiting row). */
export async function pdfsToExtract(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const known = await db
    .select({ key: pdfTexts.storage_key })
    .from(pdfTexts)
    .where(inArray(pdfTexts.storage_key, keys));
  const fresh = keys.filter((key) => !known.some((row) => row.key === key));
  if (fresh.length > 0) {
    await db
      .insert(pdfTexts)
      .values(fresh.map((key) => ({ storage_key: key })))
      .onConflictDoNothing();
  }
  const waiting = await db
    .select({ key: pdfTexts.storage_key })
    .from(pdfTexts)
    .where(and(inArray(pdfTexts.storage_key, keys), isNull(pdfTexts.extracted_at)));
  // Rows of files no longer in the catalogue go.
  await db.delete(pdfTexts).where(notInArray(pdfTexts.storage_key, keys));
  return waiting.map((row) => row.key);
}

/** Records a PDF's extracted text (or that it has none to give). */
export async function markExtracted(
  db: Database,
  key: string,
  outcome: { text: string } | { failed: true },
): Promise<void> {
  await db
    .update(pdfTexts)
    .set({
      text: 'text' in outcome ? outcome.text : '',
      failed: 'failed' in outcome,
      extracted_at: new Date(),
    })
    .where(eq(pdfTexts.storage_key, key));
}
