import { Readable } from 'node:stream';
import { highlightParts, searchForm } from '@madrasa/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, computerExams, grades, teacherFiles, worksheets } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { makePdf } from '../../seed/make-pdf.ts';
import { createSubject, createTeacher } from '../../test-support/factories.ts';
import { type AdminTestKit, startAdminTestKit } from '../../test-support/kits/admin-test-kit.ts';
import { createPdfTextReader, UnreadablePdfError } from './pdf-text.ts';
import { snippetOf } from './search.ts';
import { markExtracted, pdfsToExtract, rebuildSearchIndex } from './search-index.ts';

describe('the searched form and the highlighter', () => {
  it('folds Arabic as it is typed and stems English', () => {
    expect(searchForm('الرِّياضِيّات')).toBe(searchForm('الرياضيات'));
    expect(searchForm('إجابات')).toBe(searchForm('اجابات'));
    expect(searchForm('مدرسة')).toBe(searchForm('مدرسه'));
    expect(searchForm('الصف ١٠')).toBe('الصف 10');
    expect(searchForm('Derivatives')).toBe('derivative');
  });

  it('marks the real words, tashkeel and typos included', () => {
    const marked = (text: string, query: string) =>
      highlightParts(text, query)
        .filter((part) => part.match)
        .map((part) => part.text);
    expect(marked('كتاب الرِّياضِيّات للصف العاشر', 'الرياضيات')).toEqual(['الرِّياضِيّات']);
    expect(marked('Mathematics, Grade 10', 'mathmatics')).toEqual(['Mathematics']);
    expect(marked('قانون نيوتن الثاني', 'نيوتن')).toEqual(['نيوتن']);
  });

  it('cuts a snippet around the first match', () => {
    const body = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(snippetOf(`${body} قانونُ نيوتن الثاني ${body}`, 'نيوتن')).toMatch(/^… .*نيوتن.* …$/);
    expect(snippetOf(body, 'absent')).toBeNull();
  });
});

describe('GET /api/search', () => {
  let t: AdminTestKit;
  let gradeTen: number;
  beforeAll(async () => {
    t = await startAdminTestKit(true);
    const [grade] = await t.app.db.select().from(grades).where(eq(grades.grade_key, 'grade10'));
    gradeTen = grade?.id ?? 0;
    const subject = await createSubject(t.app.db, {
      grade_id: gradeTen,
      name_ar: 'الرِّياضِيّات المتقدمة',
      name_en: 'Advanced maths',
    });
    await t.app.db.insert(blogs).values({
      title_ar: 'اجابات أسئلة المدرسة',
      title_en: 'Answers',
      topic_ar: '',
      topic_en: '',
      content_ar: 'نص',
      content_en: 'Text',
    });
    const pdf = await makePdf({
      title: 'Forces',
      subtitle: 'Physics',
      lines: ["Newton's second law: force equals mass times acceleration."],
    });
    const key = 'worksheets/search-test-newton.pdf';
    await t.app.storage.put(key, pdf);
    await t.app.db.insert(worksheets).values({
      subject_id: subject.id,
      semester: 'first',
      name_ar: 'ورقة عمل القوى',
      name_en: 'Forces worksheet',
      pdf_file: key,
      original_name: 'forces.pdf',
      file_size: pdf.length,
    });
    const teacher = await createTeacher(t.app.db, { hidden: false, verified_at: new Date() });
    await t.app.db.insert(teacherFiles).values({
      teacher_id: teacher.id,
      file_name: 'ملف مخفي سري',
      file_path: 'teachers/files/hidden.pdf',
      file_type: 'summary',
      original_name: 'hidden.pdf',
      file_size: 1,
      hidden: true,
    });
    await t.app.db.insert(computerExams).values({
      subject_id: subject.id,
      semester: 'first',
      title_ar: 'امتحان غير منشور سري',
      title_en: '',
      duration_minutes: 10,
      published: false,
    });
    // What the jobs do after a write: rebuild, extract the new PDF, rebuild again.
    const { pdfs } = await rebuildSearchIndex(t.app.db);
    const pdfText = createPdfTextReader();
    for (const waiting of await pdfsToExtract(t.app.db, pdfs, { waiting: false })) {
      if (waiting !== key) continue;
      await markExtracted(t.app.db, waiting, { text: await pdfText.read(t.app.storage, waiting) });
    }
    await pdfText.close();
    await rebuildSearchIndex(t.app.db);
  });
  afterAll(() => t?.close());

  const find = async (q: string) => {
    const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data.groups as Array<{
      kind: string;
      results: Array<{
        title: { ar: string; en: string };
        snippet: string | null;
        link: string;
        place: unknown;
      }>;
    }>;
  };
  const titles = (groups: Awaited<ReturnType<typeof find>>, kind: string) =>
    groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? [];

  it('finds Arabic however it is typed', async () => {
    expect(titles(await find('الرياضيات المتقدمه'), 'subject')[0]).toEqual({
      ar: 'الرِّياضِيّات المتقدمة',
      en: 'Advanced maths',
    });
    expect(titles(await find('إجابات'), 'post')).toContainEqual({
      ar: 'اجابات أسئلة المدرسة',
      en: 'Answers',
    });
    expect(titles(await find('مدرسه'), 'post')).toContainEqual({
      ar: 'اجابات أسئلة المدرسة',
      en: 'Answers',
    });
  });

  it('tolerates a typo and reads Arabic digits', async () => {
    const maths = titles(await find('mathmatics'), 'subject');
    expect(maths.map((title) => title.en)).toContain('Mathematics');
    const tenth = (await find('١٠')).find((group) => group.kind === 'subject')?.results ?? [];
    expect(tenth.length).toBeGreaterThan(0);
    for (const result of tenth) {
      expect(result.place).toMatchObject({ grade: { en: 'Tenth Grade' } });
    }
  });

  it.each([
    ['الصف العاشر', 'Tenth Grade'],
    ['الصف ١٠', 'Tenth Grade'],
    ['عاشر', 'Tenth Grade'],
    ['العاشر', 'Tenth Grade'],
    ['Grade 10', 'Tenth Grade'],
    ['10th grade', 'Tenth Grade'],
    ['Tenth Grade', 'Tenth Grade'],
    ['توجيهي', 'Second Secondary'],
  ])('%s puts %s’s subjects, lessons and exams first', async (query, grade) => {
    const groups = await find(query);
    for (const kind of ['subject', 'lesson', 'exam']) {
      const grades = (groups.find((group) => group.kind === kind)?.results ?? []).map(
        (result) => (result.place as { grade: { en: string } | null } | null)?.grade?.en,
      );
      expect(grades[0], `${query}: first ${kind}`).toBe(grade);
      // None of this grade after one of another.
      const firstOther = grades.findIndex((name) => name !== grade);
      if (firstOther !== -1)
        expect(grades.slice(firstOther), `${query}: ${kind}s`).not.toContain(grade);
    }
  });

  it('a grade with other words puts that grade’s matches first, then the rest', async () => {
    const subjects = (await find('رياضيات الصف العاشر')).find(
      (group) => group.kind === 'subject',
    )?.results;
    expect(subjects?.[0]?.place).toMatchObject({ grade: { en: 'Tenth Grade' } });
    expect(subjects?.[0]?.title.en).toMatch(/math/i);
    const exams = (await find('grade 12 physics')).find((group) => group.kind === 'exam')?.results;
    expect(exams?.[0]).toMatchObject({
      title: { en: "Newton's laws of motion" },
      place: { grade: { en: 'Second Secondary' } },
    });
  });

  it('finds the text inside a PDF, with the words around it', async () => {
    const materials = (await find('newton')).find((group) => group.kind === 'material')?.results;
    const worksheet = materials?.find((result) => result.title.en === 'Forces worksheet');
    expect(worksheet?.snippet).toContain("Newton's second law");
    expect(worksheet?.link).toMatch(/^\/course-content\/\d+\/1\/worksheets$/);
  });

  it('never finds what is hidden or unpublished', async () => {
    expect(await find('سري')).toEqual([]);
  });

  it('answers nothing for a query under two characters, and refuses a long one', async () => {
    expect(await find('ر')).toEqual([]);
    const long = await t.app.inject({
      url: `/api/search?q=${'م'.repeat(101)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ q: ['Search for at most 100 characters.'] });
  });

  it('has the planner read the index afresh after a run that wrote most of it', async () => {
    // The first build wrote every row: the embedded database has no autovacuum to do this.
    const result = await t.app.db.execute(
      sql`SELECT DISTINCT tablename FROM pg_stats WHERE tablename IN ('search_documents', 'search_words') ORDER BY tablename`,
    );
    expect((result as unknown as { rows: { tablename: string }[] }).rows).toEqual([
      { tablename: 'search_documents' },
      { tablename: 'search_words' },
    ]);
  });

  it('rewrites only what changed, and its word counts stay those of the documents', async () => {
    type Counts = Array<{ word: string; title_docs: number; body_docs: number }>;
    const rowsOf = async (query: SQL) =>
      ((await t.app.db.execute(query)) as unknown as { rows: Counts }).rows;
    const lexicon = () =>
      rowsOf(sql`SELECT word, title_docs, body_docs FROM search_words ORDER BY word`);
    const counted = () =>
      rowsOf(sql`
        SELECT word, sum(in_title)::int AS title_docs, sum(in_body)::int AS body_docs FROM (
          SELECT unnest(title_words) AS word, 1 AS in_title, 0 AS in_body FROM search_documents
          UNION ALL
          SELECT unnest(body_words), 0, 1 FROM search_documents) words
        GROUP BY word ORDER BY word`);
    expect(await lexicon()).toEqual(await counted());
    expect((await rebuildSearchIndex(t.app.db)).changed).toBe(0);

    const [post] = await t.app.db
      .update(blogs)
      .set({ title_ar: 'تقويم الفصل الثاني' })
      .where(eq(blogs.title_ar, 'اجابات أسئلة المدرسة'))
      .returning({ id: blogs.id });
    // The old row out, the new one in.
    expect((await rebuildSearchIndex(t.app.db)).changed).toBe(2);
    expect(titles(await find('تقويم'), 'post')).toContainEqual({
      ar: 'تقويم الفصل الثاني',
      en: 'Answers',
    });
    expect(titles(await find('اجابات'), 'post')).toEqual([]);
    expect(await lexicon()).toEqual(await counted());

    await t.app.db.delete(blogs).where(eq(blogs.id, post?.id ?? 0));
    expect((await rebuildSearchIndex(t.app.db)).changed).toBe(1);
    expect(await find('تقويم')).toEqual([]);
    const words = (await lexicon()).map((row) => row.word);
    expect(words).not.toContain(searchForm('تقويم'));
    expect(await lexicon()).toEqual(await counted());
  });
});

describe('reading a PDF line drawn glyph by glyph', () => {
  it('puts visual-order Arabic back in reading order, numbers kept', async () => {
    const { logicalLine } = await import('./pdf-text.ts');
    // What pdfjs gives for Chromium's print of «ملخص الوحدة رمز123: قانون نيوتن الثاني».
    const drawn = [
      'ﻲ',
      'ﻧ',
      'ﺎ',
      'ﺜ',
      'ﻟ',
      'ا',
      ' ',
      'ﻦ',
      'ﺗ',
      'ﻮ',
      'ﻴ',
      'ﻧ',
      ' ',
      'ن',
      'ﻮ',
      'ﻧ',
      'ﺎ',
      'ﻗ',
      ' ',
      ':',
      '123',
      'ﺰ',
      'ﻣ',
      'ر',
      ' ',
      'ة',
      'ﺪ',
      'ﺣ',
      'ﻮ',
      'ﻟ',
      'ا',
      ' ',
      'ﺺ',
      'ﺨ',
      'ﻠ',
      'ﻣ',
    ];
    expect(logicalLine(drawn)).toBe('ملخص الوحدة رمز123: قانون نيوتن الثاني');
    // An item of two letters (a ligature's text) keeps its own order.
    expect(logicalLine(['.', 'رع', 'ﺎ', 'ﺴ', 'ﺘ', 'ﻟ', 'ا'])).toBe('التسارع.');
    expect(logicalLine(['قانون نيوتن الثاني'])).toBe('قانون نيوتن الثاني');
    expect(logicalLine(["Newton's second law"])).toBe("Newton's second law");
  });
});

describe('reading a PDF in its worker thread', () => {
  const stored = (files: Record<string, Uint8Array>) =>
    ({
      get: async (key: string) => {
        const bytes = files[key];
        if (!bytes) throw new Error(`storage is down: ${key}`);
        return Readable.from([Buffer.from(bytes)]);
      },
    }) as unknown as Storage;

  it('gives the text, says a broken file is unreadable for good, and lets a storage error be retried', async () => {
    const reader = createPdfTextReader();
    try {
      const pdf = await makePdf({
        title: 'Fractions',
        subtitle: 'Mathematics',
        lines: ['Adding fractions with unlike denominators.', 'Worked answers at the end.'],
      });
      const storage = stored({
        'a.pdf': pdf,
        'b.pdf': new TextEncoder().encode('<html>not a pdf</html>'),
      });
      const text = await reader.read(storage, 'a.pdf');
      expect(text).toContain('Adding fractions with unlike denominators.');
      expect(text).toContain('Worked answers at the end.');
      await expect(reader.read(storage, 'b.pdf')).rejects.toBeInstanceOf(UnreadablePdfError);
      const missing = reader.read(storage, 'gone.pdf');
      await expect(missing).rejects.toThrow('storage is down');
      await expect(missing).rejects.not.toBeInstanceOf(UnreadablePdfError);
    } finally {
      await reader.close();
    }
  });
});
