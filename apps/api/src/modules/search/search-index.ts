import { createHash } from 'node:crypto';
import { queryTerms, searchForm } from '@madrasa/contracts';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
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
  searchIndexState,
  searchWords,
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
 * The search index: every public thing as one row of `search_documents`. After any change
 * the whole catalogue is read again and compared with the index by each row's digest, and
 * only the rows that differ are rewritten: the index cannot drift from the truth the way
 * per-route upkeep could, and an edit costs a few row writes, not a rewrite of every row
 * (which left PGlite, without autovacuum, a dead copy of the index per edit and PostgreSQL
 * a burst of WAL and vacuum). Hidden uploads, unpublished exams and teachers who are not
 * public are left out. A PDF's text comes from `pdf_texts`, which a background job fills.
 */

type Doc = typeof searchDocuments.$inferInsert;
/** A document as the catalogue gives it, before its searched forms and digest. */
type Base = Omit<Doc, 'id' | 'norm_title' | 'norm_body' | 'title_words' | 'body_words' | 'digest'>;
type Place = { grade_id: number; subject_id: number; semester: 'first' | 'second' };

/** Held while the index and its lexicon change, so two processes' counts never interleave. */
const INDEX_LOCK_KEY = 7_305_203;

/** What the text index matches besides the title: the body, then where the thing lives. */
const bodyForm = (body: string, context: string) => `${searchForm(body)} ${context}`.trim();
/** The distinct words of a text already in searched form (a long text's first ones). */
const wordsOf = (text: string) => [...new Set(queryTerms(text))].slice(0, MAX_WORDS);
/** Words kept per document: a PDF's first pages' worth. */
const MAX_WORDS = 4000;

/** The PDF text kept per document: enough for any match and snippet, not whole books. */
const MAX_BODY = 20_000;
/** Rows per statement: a grown catalogue has more than one statement may carry. */
const BATCH = 1000;

const keyOf = (doc: { kind: string; subkind?: string; ref_id: number }) =>
  `${doc.kind}/${doc.subkind ?? ''}/${doc.ref_id}`;

/** A document with its searched forms, word arrays and the digest of all it stores. */
function indexed(base: Base): Doc {
  const norm_title = searchForm(`${base.title_ar} ${base.title_en}`);
  const norm_body = bodyForm(base.body ?? '', base.context ?? '');
  const stored = [
    base.kind,
    base.subkind ?? '',
    base.ref_id,
    base.title_ar,
    base.title_en,
    base.grade_id ?? null,
    base.subject_id ?? null,
    base.semester ?? null,
    base.link,
    base.body ?? '',
    base.pdf_key ?? null,
    base.context ?? '',
  ];
  return {
    ...base,
    norm_title,
    norm_body,
    title_words: wordsOf(norm_title),
    body_words: wordsOf(norm_body),
    digest: createHash('sha1').update(JSON.stringify(stored)).digest('base64url'),
  };
}
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
): Promise<{ documents: number; changed: number; pdfs: string[] }> {
  // Every change committed before this moment is read below.
  const [state] = await db
    .insert(searchIndexState)
    .values({ id: 1, built_from: sql`now()` })
    .onConflictDoUpdate({ target: searchIndexState.id, set: { built_from: sql`now()` } })
    .returning({ built_from: searchIndexState.built_from });
  if (!state) throw new Error('the search index state was not written');
  const builtFrom = state.built_from;
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
  /** A stored PDF's text as the body, once extracted; its key lets the extraction fill it later. */
  const pdfBody = (key: string) => {
    pdfs.push(key);
    return { body: texts.get(key) ?? '', pdf_key: key };
  };

  /**
   * The words that say where a subject or exam lives: grade (with its number) and subject,
   * so "١٠" finds grade 10's subjects. Lessons and materials are found by their own names
   * and texts (their results still say where they live), or every material of a subject
   * would match its subject's name.
   */
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
  const doc = ({ extra = '', ...fields }: Omit<Base, 'context'> & { extra?: string }): Doc =>
    indexed({ ...fields, context: searchForm(extra) });

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
        extra: `${unit.name_ar} ${unit.name_en}`,
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
          ...pdfBody(row.pdf_file),
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
          ...pdfBody(file.file_path),
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
          ...pdfBody(paper.file_path),
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

  const changed = await applyToIndex(db, docs, builtFrom);
  if (changed > STATISTICS_AFTER.rows + STATISTICS_AFTER.share * docs.length) {
    await db.execute(sql`ANALYZE search_documents, search_words`);
  }
  return { documents: docs.length, changed, pdfs: [...new Set(pdfs)] };
}

/**
 * When a run rewrote more than this (autovacuum's own analyze threshold), the planner's
 * statistics are read again at once. The embedded database has no autovacuum, so without
 * this it planned on none: at 100x data it read the whole lexicon for every typo lookup
 * (370 ms) instead of taking its trigram index.
 */
const STATISTICS_AFTER = { rows: 50, share: 0.1 };

/**
 * Makes the index hold exactly `docs`: deletes the rows gone or changed, inserts the new
 * and changed, and moves the lexicon's counts by the words they took away and brought.
 * Returns how many rows were written. A run gives way to one that began reading after it
 * (that one's view of the catalogue is newer, and it applies its own once this lock is free).
 */
async function applyToIndex(db: Database, docs: Doc[], builtFrom: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK_KEY})`);
    const [state] = await tx.select().from(searchIndexState).where(eq(searchIndexState.id, 1));
    if (state && state.built_from.getTime() > builtFrom.getTime()) return 0;
    // A PDF read while the catalogue was being read has its text in place already: keep it.
    const late = new Map(
      (
        await tx
          .select({ key: pdfTexts.storage_key, text: pdfTexts.text })
          .from(pdfTexts)
          .where(gte(pdfTexts.extracted_at, builtFrom))
      ).map((row) => [row.key, row.text.slice(0, MAX_BODY)]),
    );
    const current = docs.map((d) => {
      const text = d.pdf_key ? late.get(d.pdf_key) : undefined;
      return text ? indexed({ ...baseOf(d), body: text }) : d;
    });
    const stored = new Map(
      (
        await tx
          .select({
            id: searchDocuments.id,
            kind: searchDocuments.kind,
            subkind: searchDocuments.subkind,
            ref_id: searchDocuments.ref_id,
            digest: searchDocuments.digest,
          })
          .from(searchDocuments)
      ).map((row) => [keyOf(row), row]),
    );
    const fresh = current.filter((d) => stored.get(keyOf(d))?.digest !== d.digest);
    const kept = new Set(current.map(keyOf));
    for (const d of fresh) kept.delete(keyOf(d));
    const stale = [...stored.values()].filter((row) => !kept.has(keyOf(row))).map((row) => row.id);
    const counts = new WordCounts();
    for (let start = 0; start < stale.length; start += BATCH) {
      const removed = await tx
        .delete(searchDocuments)
        .where(inArray(searchDocuments.id, stale.slice(start, start + BATCH)))
        .returning({
          title_words: searchDocuments.title_words,
          body_words: searchDocuments.body_words,
        });
      for (const row of removed) counts.add(row, -1);
    }
    for (let start = 0; start < fresh.length; start += BATCH / 2) {
      await tx.insert(searchDocuments).values(fresh.slice(start, start + BATCH / 2));
    }
    for (const d of fresh) counts.add(d, 1);
    await counts.apply(tx);
    return stale.length + fresh.length;
  });
}

/** A stored or built document's catalogue fields, to build it again with another body. */
const baseOf = ({
  id: _id,
  norm_title: _title,
  norm_body: _body,
  title_words: _titleWords,
  body_words: _bodyWords,
  digest: _digest,
  ...base
}: Doc): Base => base;

/** How many titles and texts gain (or lose) each word, applied to the lexicon at once. */
class WordCounts {
  private readonly deltas = new Map<string, { title: number; body: number }>();

  add(doc: { title_words?: string[]; body_words?: string[] }, by: 1 | -1) {
    for (const [words, field] of [
      [doc.title_words, 'title'],
      [doc.body_words, 'body'],
    ] as const) {
      for (const word of words ?? []) {
        const delta = this.deltas.get(word) ?? { title: 0, body: 0 };
        delta[field] += by;
        this.deltas.set(word, delta);
      }
    }
  }

  async apply(tx: Pick<Database, 'insert' | 'delete'>) {
    const rows = [...this.deltas]
      .filter(([, delta]) => delta.title !== 0 || delta.body !== 0)
      .map(([word, delta]) => ({ word, title_docs: delta.title, body_docs: delta.body }));
    for (let start = 0; start < rows.length; start += BATCH * 2) {
      await tx
        .insert(searchWords)
        .values(rows.slice(start, start + BATCH * 2))
        .onConflictDoUpdate({
          target: searchWords.word,
          set: {
            title_docs: sql`${searchWords.title_docs} + excluded.title_docs`,
            body_docs: sql`${searchWords.body_docs} + excluded.body_docs`,
          },
        });
    }
    // A word no document holds any more leaves the lexicon.
    const dropped = rows.filter((row) => row.title_docs < 0 || row.body_docs < 0);
    for (let start = 0; start < dropped.length; start += BATCH * 2) {
      const words = dropped.slice(start, start + BATCH * 2).map((row) => row.word);
      await tx
        .delete(searchWords)
        .where(
          and(
            inArray(searchWords.word, words),
            sql`${searchWords.title_docs} <= 0 AND ${searchWords.body_docs} <= 0`,
          ),
        );
    }
  }
}

/**
 * Stored PDFs whose text has not been read: the new ones (given a waiting row) and, with
 * `waiting`, those already waiting.
 */
export async function pdfsToExtract(
  db: Database,
  keys: string[],
  { waiting }: { waiting: boolean },
): Promise<string[]> {
  const wanted = new Set(keys);
  const known = await db
    .select({ key: pdfTexts.storage_key, extracted: pdfTexts.extracted_at })
    .from(pdfTexts);
  const knownKeys = new Set(known.map((row) => row.key));
  const fresh = keys.filter((key) => !knownKeys.has(key));
  const gone = known.filter((row) => !wanted.has(row.key)).map((row) => row.key);
  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh.slice(start, start + BATCH).map((key) => ({ storage_key: key }));
    await db.insert(pdfTexts).values(batch).onConflictDoNothing();
  }
  for (let start = 0; start < gone.length; start += BATCH) {
    await db
      .delete(pdfTexts)
      .where(inArray(pdfTexts.storage_key, gone.slice(start, start + BATCH)));
  }
  if (!waiting) return fresh;
  const unread = known.filter((row) => wanted.has(row.key) && row.extracted === null);
  return [...fresh, ...unread.map((row) => row.key)];
}

/**
 * Records a PDF's extracted text (or that it has none to give) and puts it into the
 * documents made from that file, so it is found at once, without a rebuild.
 */
export async function markExtracted(
  db: Database,
  key: string,
  outcome: { text: string } | { failed: true },
): Promise<void> {
  const text = 'text' in outcome ? outcome.text : '';
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK_KEY})`);
    await tx
      .update(pdfTexts)
      .set({ text, failed: 'failed' in outcome, extracted_at: new Date() })
      .where(eq(pdfTexts.storage_key, key));
    if (text === '') return;
    const documents = await tx
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.pdf_key, key));
    const counts = new WordCounts();
    for (const document of documents) {
      const updated = indexed({ ...baseOf(document), body: text.slice(0, MAX_BODY) });
      counts.add(document, -1);
      counts.add(updated, 1);
      await tx.update(searchDocuments).set(updated).where(eq(searchDocuments.id, document.id));
    }
    await counts.apply(tx);
  });
}

/** Whether a rebuild asked for at `requestedAt` is already covered by one begun since. */
export async function coveredSince(db: Database, requestedAt: Date): Promise<boolean> {
  const [state] = await db.select().from(searchIndexState).where(eq(searchIndexState.id, 1));
  return state !== undefined && state.built_from.getTime() > requestedAt.getTime();
}
