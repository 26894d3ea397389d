import { readFile } from 'node:fs/promises';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from '../../support/fixtures';
import { adminSession, bearer, storeAdminSession, storeLanguage } from '../../support/sessions';
import { navigateInApp } from '../../support/spa';
import {
  expectInert,
  expectShownLiterally,
  type StoredField,
  shownOn,
  watchForScripts,
  withPayloads,
} from '../../support/xss';

/**
 * Script payloads in every text the admin stores for the public site (catalogue names,
 * uploaded PDF names, blog posts), shown on the public pages in both languages and in the
 * console: the markup reads as text and nothing runs.
 */
const VIDEO = new URL('../../../apps/api/src/seed/assets/videos/lesson-1.mp4', import.meta.url);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Each catalogue table and the public screens showing its names, each in its language. */
const CATALOGUE_NAMES = {
  grades: ['level', 'grade'],
  subjects: ['grade', 'course'],
  'subject-units': ['book'],
  'unit-lessons': ['book'],
  lessons: ['lesson'],
  worksheets: ['worksheets'],
  summaries: ['summaries'],
  exams: ['exams'],
  // A teacher's guide shows a fixed title publicly (docs/product.md §2): its names are the console's.
  'teacher-guides': [],
} as const;
type Table = keyof typeof CATALOGUE_NAMES;
/** The PDF tables, and the public screen that also shows the uploaded file's name. */
const PDF_TABLES = {
  worksheets: 'worksheets',
  summaries: 'summaries',
  exams: 'exams',
  'teacher-guides': 'teachers-guide',
} as const;
/**
 * Uploaded file names lose everything up to a slash, and form data escapes quotes in them,
 * so these payloads have neither.
 */
const FILE_NAME_PAYLOADS = ['<img src=x onerror=window.__xss=1>', '<svg onload=window.__xss=1>'];

const CATALOGUE = withPayloads({
  ...Object.fromEntries(
    Object.entries(CATALOGUE_NAMES).flatMap(([table, screens]) =>
      LANGUAGES.map((language) => [
        `${table}.name_${language}`,
        {
          label: `${table}: name_${language}`,
          shownOn: [...screens.map((screen) => `${language} ${screen}`), `console ${table}`],
        },
      ]),
    ),
  ),
  ...Object.fromEntries(
    Object.entries(PDF_TABLES).map(([table, screen], index) => [
      `${table}.file`,
      {
        label: `${table}: PDF file name`,
        shownOn: LANGUAGES.map((language) => `${language} ${screen}`),
        value: `${FILE_NAME_PAYLOADS[index % 2]} ${table}.pdf`,
      },
    ]),
  ),
});

const BLOG = withPayloads({
  ...Object.fromEntries(
    ['title', 'topic', 'content'].flatMap((part) =>
      LANGUAGES.map((language) => [
        `${part}_${language}`,
        {
          label: `blog post: ${part}_${language}`,
          shownOn: [
            `${language} post`,
            ...(part === 'content' ? [] : [`${language} blog`, `${language} console blog`]),
          ],
        },
      ]),
    ),
  ),
});

const storedValue = (fields: Record<string, StoredField>, key: string) =>
  (fields[key] as StoredField).value;
const names = (table: Table) => ({
  name_ar: storedValue(CATALOGUE, `${table}.name_ar`),
  name_en: storedValue(CATALOGUE, `${table}.name_en`),
});
const pdf = (table: keyof typeof PDF_TABLES) => ({
  name: storedValue(CATALOGUE, `${table}.file`),
  mimeType: 'application/pdf',
  buffer: PDF,
});

async function saved(response: Promise<APIResponse>) {
  const reply = await response;
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return (await reply.json()).data as { id: number } & Record<string, string>;
}

/** A path and the stored fields its screen shows. */
type Screen = [string, StoredField[]];

/** Opens each screen in turn (a page load, then the app's own navigation) and checks it. */
async function visitAll(page: Page, screens: Screen[], signs: string[]) {
  for (const [index, [path, fields]] of screens.entries()) {
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await expectShownLiterally(page.getByRole('main'), fields);
    await expectInert(page, signs);
  }
}

test('catalogue names and file names stay inert on the public pages and in the console', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const signs = await watchForScripts(page);
  const admin = await adminSession(request);
  const headers = bearer(admin);
  const grades = (await (await request.get('/api/grades')).json()).data;
  const grade = grades.find((row: { grade_key: string }) => row.grade_key === 'grade11');
  const subject = await saved(
    request.post('/api/admin/subjects', {
      headers,
      multipart: { grade_id: grade.id, semester: 'first', ...names('subjects') },
    }),
  );
  try {
    await saved(request.patch(`/api/admin/grades/${grade.id}`, { headers, data: names('grades') }));
    const unit = await saved(
      request.post('/api/admin/subject-units', {
        headers,
        data: { subject_id: subject.id, ...names('subject-units') },
      }),
    );
    const video = { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: await readFile(VIDEO) };
    await Promise.all([
      saved(
        request.post('/api/admin/unit-lessons', {
          headers,
          data: { unit_id: unit.id, ...names('unit-lessons') },
        }),
      ),
      saved(
        request.post('/api/admin/lessons', {
          headers,
          multipart: { subject_id: subject.id, ...names('lessons'), video_mp4: video },
        }),
      ),
      ...(Object.keys(PDF_TABLES) as (keyof typeof PDF_TABLES)[]).map((table) =>
        saved(
          request.post(`/api/admin/${table}`, {
            headers,
            multipart: { subject_id: subject.id, ...names(table), pdf_file: pdf(table) },
          }),
        ),
      ),
    ]);

    const course = `/course-content/${subject.id}/1`;
    const pages: Record<string, string> = {
      level: '/educational-level/high-school',
      grade: `/materialsClass/${grade.id}`,
      course,
      book: `${course}/book`,
      lesson: `${course}/lesson`,
      ...Object.fromEntries(Object.values(PDF_TABLES).map((page) => [page, `${course}/${page}`])),
    };
    await page.goto('/');
    for (const language of LANGUAGES) {
      await storeLanguage(page, language);
      const screens = Object.entries(pages).map(
        ([screen, path]): Screen => [path, shownOn(CATALOGUE, `${language} ${screen}`)],
      );
      await visitAll(page, screens, signs);
    }
    await storeAdminSession(page, admin);
    const tables = Object.keys(CATALOGUE_NAMES).map(
      (table): Screen => [`/admin/catalogue/${table}`, shownOn(CATALOGUE, `console ${table}`)],
    );
    await visitAll(page, tables, signs);
  } finally {
    await request.patch(`/api/admin/grades/${grade.id}`, {
      headers,
      data: { name_ar: grade.name_ar, name_en: grade.name_en },
    });
    await request.delete(`/api/admin/subjects/${subject.id}?cascade=true`, { headers });
  }
});

/**
 * An edited post rather than a new one: the blog journeys count the posts, and the newest
 * and the first post stay as they are.
 */
test('a blog post stays inert on the blog, the post page and in the console', async ({
  page,
  request,
}) => {
  const signs = await watchForScripts(page);
  const admin = await adminSession(request);
  const headers = bearer(admin);
  const posts = (await (await request.get('/api/blogs?limit=10')).json()).data;
  const post = posts.find((row: { id: number }, index: number) => index > 0 && row.id !== 1);
  const original = Object.fromEntries(Object.keys(BLOG).map((key) => [key, post[key]]));
  const edit = (fields: Record<string, string>) =>
    request.patch(`/api/admin/blogs/${post.id}`, { headers, multipart: fields });
  await saved(edit(Object.fromEntries(Object.entries(BLOG).map(([k, f]) => [k, f.value]))));
  try {
    await page.goto('/');
    await storeAdminSession(page, admin);
    for (const language of LANGUAGES) {
      await storeLanguage(page, language);
      await visitAll(
        page,
        [
          [`/blogDetails/${post.id}`, shownOn(BLOG, `${language} post`)],
          ['/blog', shownOn(BLOG, `${language} blog`)],
          ['/admin/blog', shownOn(BLOG, `${language} console blog`)],
        ],
        signs,
      );
    }
  } finally {
    await edit(original);
  }
});
