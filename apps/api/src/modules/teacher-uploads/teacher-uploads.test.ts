import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherFiles, teacherPaperExams, teacherVideoLessons } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';
import { currentYear } from './upload-specs.ts';

/** 8 KB: "too large" needs no large bodies. */
const PDF_LIMIT = 8 * 1024;

describe("a teacher's own uploads", () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let teacherId: number;
  let token: string;
  let otherToken: string;
  let studentToken: string;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: { UPLOAD_MAX_PDF_MB: String(PDF_LIMIT / 1024 / 1024) },
    });
    kit = profileTestKit(t);
    teacherId = (await createTeacher(t.app.db)).id;
    token = await kit.signIn('teacher', teacherId);
    otherToken = await kit.signIn('teacher', (await createTeacher(t.app.db)).id);
    studentToken = await kit.signIn('student', (await createStudent(t.app.db)).id);
  });
  afterAll(() => t?.close());

  const rowCounts = async () => {
    const counted = async (table: typeof teacherFiles | typeof teacherPaperExams) =>
      (await t.app.db.select({ n: count() }).from(table))[0]?.n;
    const [videos] = await t.app.db.select({ n: count() }).from(teacherVideoLessons);
    return [await counted(teacherFiles), videos?.n, await counted(teacherPaperExams)];
  };
  /** Storage files and table rows, to show a refused upload left nothing. */
  const snapshot = async () => ({
    files: await storedFiles(t.config.storageDir),
    rows: await rowCounts(),
  });
  const fileForm = (bytes: Uint8Array, name = 'algebra.pdf') => ({
    file_name: 'Algebra summary',
    file_type: 'summary',
    file: { bytes, name, type: 'application/pdf' },
  });

  it('uploads a PDF that then shows in the public list and downloads from storage', async () => {
    const bytes = SAMPLE.pdf(2000);
    const response = await kit.postForm(
      '/api/teacher-uploads',
      fileForm(bytes, 'الجبر.pdf'),
      token,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'File uploaded successfully!',
      data: {
        file_name: 'Algebra summary',
        file_type: 'summary',
        file_size: 2000,
        original_name: 'الجبر.pdf',
        hidden: false,
        file_path: expect.stringMatching(/^\/storage\/teachers\/files\/[0-9a-f]{32}\.pdf$/),
      },
    });
    const listed = (await kit.get(`/api/teacher-uploads/${teacherId}`)).json().data;
    expect(listed).toContainEqual({
      id: body.data.id,
      file_name: 'Algebra summary',
      file_path: body.data.file_path,
      file_type: 'summary',
      file_size: 2000,
      premium: null,
    });
    const download = await kit.get(body.data.file_path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("UTF-8''%D8%A7%D9%84");
    expect(download.rawPayload).toEqual(bytes);
  });

  it('uploads a video lesson with its thumbnail', async () => {
    const response = await kit.postForm(
      '/api/teacher-video-uploads',
      {
        lesson_title: 'Newton’s laws',
        thumbnail: { bytes: SAMPLE.webp(), name: 'thumb.webp' },
        video_file: { bytes: SAMPLE.mp4(5000), name: 'lesson.mp4', type: 'video/mp4' },
      },
      token,
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Video uploaded successfully!');
    expect(data).toMatchObject({ lesson_title: 'Newton’s laws', file_size: 5000 });
    const listed = (await kit.get(`/api/teacher-video-uploads/${teacherId}`)).json().data;
    expect(listed).toContainEqual({
      id: data.id,
      lesson_title: 'Newton’s laws',
      thumbnail_path: expect.stringMatching(/^\/storage\/teachers\/thumbnails\/.+\.webp$/),
      video_path: expect.stringMatching(/^\/storage\/teachers\/videos\/.+\.mp4$/),
      // Queued for its ladder (made by the job, modules/video); the original plays meanwhile.
      stream: expect.objectContaining({ state: 'queued', hls: null, rungs: [] }),
      premium: null,
    });
    const video = await t.app.inject({
      method: 'GET',
      url: data.video_path,
      headers: { range: 'bytes=0-11' },
    });
    expect([video.statusCode, video.headers['content-type']]).toEqual([206, 'video/mp4']);
  });

  it('uploads an exam and names it in Arabic with the year', async () => {
    const response = await kit.postForm(
      '/api/teacher-exam-uploads',
      {
        file_name: 'ignored',
        grade: 'Grade 9',
        lesson_name_ar: 'الكسور',
        lesson_name_en: 'Fractions',
        file: { bytes: SAMPLE.pdf(), name: 'exam.pdf' },
      },
      token,
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Exam uploaded successfully!');
    expect(data).toMatchObject({
      file_name: `امتحان الكسور ${currentYear()}`,
      grade: 'Grade 9',
      lesson_name_en: 'Fractions',
    });
    const listed = (await kit.get(`/api/teacher-exam-uploads/${teacherId}`)).json().data;
    expect(listed.map((exam: { id: number }) => exam.id)).toContain(data.id);
  });

  it('reports the form checks of docs/product.md §5', async () => {
    const file = await kit.postForm('/api/teacher-uploads', { file_name: ' ' }, token);
    expect(file.statusCode).toBe(422);
    expect(file.json().errors).toEqual({
      file_name: ['Please enter a file name.'],
      file_type: ['Please select a file type.'],
      file: ['Please upload a file.'],
    });
    const video = await kit.postForm('/api/teacher-video-uploads', {}, token);
    expect(video.json().errors).toEqual({
      lesson_title: ['Please enter a lesson title.'],
      thumbnail: ['Please upload a thumbnail.'],
      video_file: ['Please upload a video.'],
    });
    const exam = await kit.postForm('/api/teacher-exam-uploads', {}, token);
    expect(exam.json().errors).toEqual({
      grade: ['Please enter a grade.'],
      lesson_name_ar: ['Please enter a lesson name in Arabic.'],
      lesson_name_en: ['Please enter a lesson name in English.'],
      file: ['Please upload an exam file.'],
    });
  });

  it('lets only teachers upload, and stores nothing for anyone else', async () => {
    const before = await snapshot();
    const asStudent = await kit.postForm(
      '/api/teacher-uploads',
      fileForm(SAMPLE.pdf()),
      studentToken,
    );
    expect(asStudent.statusCode).toBe(403);
    const asVisitor = await kit.postForm('/api/teacher-uploads', fileForm(SAMPLE.pdf()));
    expect(asVisitor.statusCode).toBe(401);
    expect((await kit.get('/api/teacher/uploads', studentToken)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a PNG sent as a PDF', SAMPLE.png(), 'scan.pdf'],
    ['a renamed executable', SAMPLE.elf(), 'notes.pdf'],
  ])('refuses %s with 415 and keeps nothing', async (_, bytes, name) => {
    const before = await snapshot();
    const response = await kit.postForm('/api/teacher-uploads', fileForm(bytes, name), token);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a PDF over the limit with 413 and keeps nothing', async () => {
    const before = await snapshot();
    const response = await kit.postForm(
      '/api/teacher-uploads',
      fileForm(SAMPLE.pdf(PDF_LIMIT + 1)),
      token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps nothing, files or rows, when the teacher aborts mid-upload', async () => {
    const before = await snapshot();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'abort-boundary-51c2';
    const part = (name: string, extra = '') =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/teacher-video-uploads',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    client.on('error', () => {});
    client.write(`${part('lesson_title')}Waves\r\n`);
    client.write(part('thumbnail', '; filename="t.png"'));
    client.write(Buffer.concat([SAMPLE.png(), Buffer.from('\r\n')]));
    client.write(part('video_file', '; filename="v.mp4"'));
    client.write(SAMPLE.mp4(64 * 1024));
    // Both the whole thumbnail and part of the video are in storage before the drop.
    await expect
      .poll(async () => (await storedFiles(t.config.storageDir)).length, { timeout: 5000 })
      .toBe(before.files.length + 2);
    client.destroy();
    await expect.poll(snapshot, { timeout: 5000 }).toEqual(before);
  });

  it('lists the own uploads with hidden ones, which the public no longer sees', async () => {
    const upload = await kit.postForm('/api/teacher-uploads', fileForm(SAMPLE.pdf()), token);
    const id = upload.json().data.id;
    await t.app.db.update(teacherFiles).set({ hidden: true }).where(eq(teacherFiles.id, id));

    const mine = await kit.get('/api/teacher/uploads', token);
    expect(mine.statusCode).toBe(200);
    const { files, videos, exams } = mine.json().data;
    expect(files.find((file: { id: number }) => file.id === id)).toMatchObject({ hidden: true });
    expect([files.length, videos.length, exams.length]).toEqual([2, 1, 1]);
    const publicList = (await kit.get(`/api/teacher-uploads/${teacherId}`)).json().data;
    expect(publicList.map((file: { id: number }) => file.id)).not.toContain(id);
    const others = (await kit.get('/api/teacher/uploads', otherToken)).json().data;
    expect(others).toEqual({ files: [], videos: [], exams: [] });
  });

  it("deletes only the teacher's own uploads, rows and files", async () => {
    const { files, videos, exams } = (await kit.get('/api/teacher/uploads', token)).json().data;
    const cases = [
      ['/api/teacher-uploads', files[0], 'File deleted successfully.', [files[0].file_path]],
      [
        '/api/teacher-video-uploads',
        videos[0],
        'Video deleted successfully.',
        [videos[0].video_path, videos[0].thumbnail_path],
      ],
      ['/api/teacher-exam-uploads', exams[0], 'Exam deleted successfully.', [exams[0].file_path]],
    ] as const;
    for (const [base, item, message, paths] of cases) {
      const url = `${base}/${item.id}`;
      const stolen = await kit.del(url, otherToken);
      expect(stolen.statusCode, url).toBe(404);
      for (const path of paths) expect((await kit.get(path)).statusCode, path).toBe(200);
      expect((await kit.del(url, studentToken)).statusCode).toBe(403);
      expect((await kit.del(url)).statusCode).toBe(401);

      const deleted = await kit.del(url, token);
      expect(deleted.statusCode, url).toBe(200);
      expect(deleted.json()).toEqual({ status: 'success', message });
      for (const path of paths) expect((await kit.get(path)).statusCode, path).toBe(404);
      expect((await kit.del(url, token)).statusCode).toBe(404);
    }
    const after = (await kit.get('/api/teacher/uploads', token)).json().data;
    expect([after.files.length, after.videos.length, after.exams.length]).toEqual([1, 0, 0]);
  });
});
