import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherFiles, teachers } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createTeacher } from '../../test-support/factories.ts';
import { privateKeysIn } from './private-fields.ts';

const english = { 'accept-language': 'en' };
const PUBLIC_TEACHER = {
  id: expect.any(Number),
  first_name: expect.any(String),
  last_name: expect.any(String),
  photo: expect.stringMatching(/^\/storage\/.+\.webp$/),
  about_you: expect.any(String),
  age_group_taught: expect.stringMatching(/^(Primary|Middle School|High School)$/),
  subject: expect.any(String),
};

type Teacher = { id: number; first_name: string; last_name: string; subject: string };

describe('teachers directory and teacher pages', () => {
  let t: TestApp;
  let hiddenId: number;
  let unverifiedId: number;
  let zaidId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    hiddenId = (await createTeacher(t.app.db, { first_name: 'Hidden', hidden: true })).id;
    unverifiedId = (await createTeacher(t.app.db, { first_name: 'Pending', verified_at: null })).id;
    zaidId = (
      await createTeacher(t.app.db, {
        first_name: 'Zaid',
        last_name: 'Al Tamimi',
        subject: 'Geography',
        age_group_taught: 'Primary',
      })
    ).id;
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: english });
    expect(privateKeysIn(response.json()), url).toEqual([]);
    return response;
  };
  const ids = async (url: string) =>
    (await get(url)).json().data.map((teacher: Teacher) => teacher.id) as number[];

  it('lists public teachers with only public fields, and the default photo for those without', async () => {
    const response = await get('/api/teachers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', next_cursor: null });
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    for (const teacher of body.data) {
      expect(Object.keys(teacher).sort()).toEqual(Object.keys(PUBLIC_TEACHER).sort());
    }
    expect(body.data[0]).toEqual(PUBLIC_TEACHER);

    const withoutPhoto = body.data.find((teacher: Teacher) => teacher.first_name === 'يوسف');
    expect(withoutPhoto.photo).toBe('/storage/defaults/teacher-photo.webp');
    const photo = await t.app.inject({ method: 'GET', url: withoutPhoto.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('leaves hidden and unverified teachers out', async () => {
    const listed = await ids('/api/teachers?limit=100');
    expect(listed).toContain(zaidId);
    expect(listed).not.toContain(hiddenId);
    expect(listed).not.toContain(unverifiedId);
  });

  it('filters by section, subject and name, alone and together', async () => {
    const primary = (await get('/api/teachers?age_group_taught=Primary')).json().data;
    expect(primary.length).toBeGreaterThanOrEqual(3);
    expect(
      primary.every(
        (teacher: { age_group_taught: string }) => teacher.age_group_taught === 'Primary',
      ),
    ).toBe(true);

    const maths = (await get(`/api/teachers?subject=${encodeURIComponent('الرياضيات')}`)).json()
      .data;
    expect(maths.map((teacher: Teacher) => teacher.first_name)).toEqual(['أحمد']);

    expect(await ids('/api/teachers?name=zaid%20al%20tamimi')).toEqual([zaidId]);
    expect(await ids('/api/teachers?name=ZAID')).toEqual([zaidId]);
    expect(await ids('/api/teachers?name=Zaid%20Other')).toEqual([]);
    expect(await ids(`/api/teachers?name=${encodeURIComponent('أحمد الخطيب')}`)).toHaveLength(1);

    expect(await ids('/api/teachers?age_group_taught=Primary&subject=Geography&name=Zaid')).toEqual(
      [zaidId],
    );
    expect(await ids('/api/teachers?age_group_taught=High%20School&subject=Geography')).toEqual([]);
    expect(await ids('/api/teachers?age_group_taught=&subject=&name=')).toEqual(
      await ids('/api/teachers'),
    );
  });

  it('refuses an unknown section, cursor or limit with a 422', async () => {
    const section = await get('/api/teachers?age_group_taught=University');
    expect(section.statusCode).toBe(422);
    expect(section.json().errors).toEqual({
      age_group_taught: ['The section must be Primary, Middle School or High School'],
    });
    expect((await get('/api/teachers?cursor=abc')).statusCode).toBe(422);
    expect((await get('/api/teachers?limit=0')).statusCode).toBe(422);
    expect((await get('/api/teachers?limit=101')).statusCode).toBe(422);
    expect((await get('/api/teachers?limit=0x10')).statusCode).toBe(422);
  });

  it('pages with limit and cursor, every teacher once', async () => {
    const all = await ids('/api/teachers?limit=100');
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const body: { data: Teacher[]; next_cursor: string | null } = (
        await get(`/api/teachers?limit=3${query}`)
      ).json();
      expect(body.data.length).toBeLessThanOrEqual(3);
      paged.push(...body.data.map((teacher) => teacher.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('gives the dropdowns subjects and names, each narrowed by the other filters', async () => {
    const all = (await get('/api/teachers/filters')).json().data;
    expect(all.subjects).toContain('Geography');
    expect(all.subjects).toContain('الرياضيات');
    expect(all.names).toContain('Zaid Al Tamimi');
    expect(all.names).not.toContain('Hidden Teacher');
    expect(all.names).not.toContain('Pending Teacher');
    expect(new Set(all.subjects).size).toBe(all.subjects.length);

    const narrowed = (
      await get('/api/teachers/filters?age_group_taught=Primary&subject=Geography')
    ).json().data;
    expect(narrowed.names).toEqual(['Zaid Al Tamimi']);
    // The chosen subject stays among the options: subjects are narrowed by section only.
    expect(narrowed.subjects).toContain('Geography');
    expect(narrowed.subjects).not.toContain('الرياضيات');
  });

  it("shows one teacher's public profile, and 404 for an unknown or hidden one", async () => {
    const found = await get(`/api/teachers/${zaidId}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      status: 'success',
      data: {
        id: zaidId,
        first_name: 'Zaid',
        last_name: 'Al Tamimi',
        photo: '/storage/defaults/teacher-photo.webp',
        about_you: null,
        age_group_taught: 'Primary',
        subject: 'Geography',
      },
    });
    for (const id of [hiddenId, unverifiedId, 999_999]) {
      const missing = await get(`/api/teachers/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
    expect((await get('/api/teachers/abc')).statusCode).toBe(422);
  });

  it("lists a teacher's files, paper exams and videos without hidden ones", async () => {
    const [ahmad] = await t.app.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.email, 'ahmad.khatib@example.com'));
    const teacherId = ahmad?.id ?? 0;
    await t.app.db.insert(teacherFiles).values({
      teacher_id: teacherId,
      file_name: 'Hidden summary',
      file_path: 'teachers/files/hidden.pdf',
      file_type: 'summary',
      original_name: 'hidden.pdf',
      file_size: 10,
      hidden: true,
    });

    const files = (await get(`/api/teacher-uploads/${teacherId}`)).json().data;
    expect(files).toHaveLength(3);
    expect(files.map((file: { file_type: string }) => file.file_type).sort()).toEqual([
      'summary',
      'summary',
      'worksheet',
    ]);
    expect(files[0]).toEqual({
      id: expect.any(Number),
      file_name: expect.any(String),
      file_path: expect.stringMatching(/^\/storage\/teachers\/files\/.+\.pdf$/),
      file_type: expect.any(String),
      file_size: expect.any(Number),
      premium: null,
    });
    const pdf = await t.app.inject({ method: 'GET', url: `${files[0].file_path}?download=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);

    const exams = (await get(`/api/teacher-exam-uploads/${teacherId}`)).json().data;
    expect(exams).toHaveLength(2);
    expect(exams[0]).toEqual({
      id: expect.any(Number),
      lesson_name_ar: expect.any(String),
      lesson_name_en: expect.any(String),
      file_path: expect.stringMatching(/^\/storage\/teachers\/exams\/.+\.pdf$/),
      file_size: expect.any(Number),
      premium: null,
    });

    const videos = (await get(`/api/teacher-video-uploads/${teacherId}`)).json().data;
    expect(videos).toHaveLength(2);
    expect(videos[0]).toEqual({
      id: expect.any(Number),
      lesson_title: expect.any(String),
      thumbnail_path: expect.stringMatching(/^\/storage\/teachers\/thumbnails\/.+\.webp$/),
      video_path: expect.stringMatching(/^\/storage\/teachers\/videos\/.+\.mp4$/),
      // Seeded where no ladder is made (tests): played as uploaded.
      stream: expect.objectContaining({ state: 'original', hls: null }),
      premium: null,
    });

    const empty = (await get(`/api/teacher-video-uploads/${zaidId}`)).json();
    expect(empty).toEqual({ status: 'success', data: [] });
  });

  it('answers 404 for the uploads of an unknown or hidden teacher', async () => {
    for (const list of ['teacher-uploads', 'teacher-exam-uploads', 'teacher-video-uploads']) {
      for (const id of [hiddenId, 999_999]) {
        expect((await get(`/api/${list}/${id}`)).statusCode, `${list}/${id}`).toBe(404);
      }
    }
  });
});
