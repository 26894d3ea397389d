import { PDF_MATERIAL_KINDS } from '@madrasa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubject } from '../../../test-support/factories.ts';
import {
  type AdminTestKit,
  formOf,
  SAMPLE_FILES,
  startAdminTestKit,
  storageKeyOf,
} from '../../../test-support/kits/admin-test-kit.ts';

describe('admin video lessons and PDF materials', () => {
  let t: AdminTestKit;
  let subjectId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    subjectId = (await createSubject(t.app.db, { semester: 'second' })).id;
  });
  afterAll(() => t?.close());

  const names = { name_ar: 'درس الكسور', name_en: 'Fractions lesson' };

  it('adds a video lesson with its picture, listed publicly under the subject semester', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/lessons',
      form: formOf(
        { subject_id: subjectId, ...names },
        { image: [SAMPLE_FILES.png(), 'cover.png'], video_mp4: [SAMPLE_FILES.mp4(), 'clip.mp4'] },
      ),
    });
    expect(response.statusCode).toBe(201);
    const lesson = response.json().data;
    expect(lesson).toMatchObject({
      ...names,
      semester: 'second',
      video_mp4: expect.stringMatching(/^\/storage\/lessons\/videos\/[0-9a-f]{32}\.mp4$/),
      image: expect.stringMatching(/\.png$/),
    });
    const listed = await t.app.inject({
      url: `/api/lessons?subject_id=${subjectId}&semester=second`,
    });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(lesson.id);

    await t.call({ method: 'DELETE', url: `/api/admin/lessons/${lesson.id}` });
    expect(await t.app.storage.stat(storageKeyOf(lesson.video_mp4))).toBeNull();
    expect(await t.app.storage.stat(storageKeyOf(lesson.image))).toBeNull();
  });

  it('needs a video on create, and refuses a PDF posing as one', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/admin/lessons',
      form: formOf({ subject_id: subjectId, ...names }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ video_mp4: ['Please upload a video.'] });

    const wrong = await t.call({
      method: 'POST',
      url: '/api/admin/lessons',
      form: formOf(
        { subject_id: subjectId, ...names },
        { video_mp4: [SAMPLE_FILES.pdf(), 'clip.mp4'] },
      ),
    });
    expect(wrong.statusCode).toBe(415);
  });

  it('deletes the uploaded files when the subject does not exist', async () => {
    const before = await t.call({ method: 'GET', url: '/api/admin/lessons?limit=100' });
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/lessons',
      form: formOf(
        { subject_id: 999_999, ...names },
        { video_mp4: [SAMPLE_FILES.mp4(), 'clip.mp4'] },
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subject_id: ['This subject does not exist.'] });
    const after = await t.call({ method: 'GET', url: '/api/admin/lessons?limit=100' });
    expect(after.json().data.length).toBe(before.json().data.length);
  });

  it.each(PDF_MATERIAL_KINDS)(
    'manages %s: add, list publicly, replace the PDF, delete',
    async (kind) => {
      const created = await t.call({
        method: 'POST',
        url: `/api/admin/${kind}`,
        form: formOf(
          { subject_id: subjectId, name_ar: 'الملف', name_en: 'The file' },
          { pdf_file: [SAMPLE_FILES.pdf(), 'original name.pdf'] },
        ),
      });
      expect(created.statusCode).toBe(201);
      const row = created.json().data;
      expect(row).toMatchObject({ semester: 'second', file_name: 'original name.pdf' });
      const listed = await t.app.inject({ url: `/api/${kind}?subject_id=${subjectId}` });
      expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(row.id);

      const edited = await t.call({
        method: 'PATCH',
        url: `/api/admin/${kind}/${row.id}`,
        form: formOf(
          { subject_id: subjectId, name_ar: 'الملف', name_en: 'Renamed' },
          { pdf_file: [SAMPLE_FILES.pdf(), 'second.pdf'] },
        ),
      });
      expect(edited.json().data).toMatchObject({ name_en: 'Renamed', file_name: 'second.pdf' });
      expect(await t.app.storage.stat(storageKeyOf(row.pdf_file))).toBeNull();

      const refused = await t.call({
        method: 'POST',
        url: `/api/admin/${kind}`,
        form: formOf(
          { subject_id: subjectId, name_ar: 'صورة', name_en: 'Image' },
          { pdf_file: [SAMPLE_FILES.png(), 'image.pdf'] },
        ),
      });
      expect(refused.statusCode).toBe(415);

      const removed = await t.call({ method: 'DELETE', url: `/api/admin/${kind}/${row.id}` });
      expect(removed.statusCode).toBe(200);
      expect(await t.app.storage.stat(storageKeyOf(edited.json().data.pdf_file))).toBeNull();
    },
  );

  it('answers 413 past the PDF size limit', async () => {
    const big = new Blob([Buffer.from('%PDF-1.4\n'), Buffer.alloc(51 * 1024 * 1024)]);
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/worksheets',
      form: formOf({ subject_id: subjectId, ...names }, { pdf_file: [big, 'big.pdf'] }),
    });
    expect(response.statusCode).toBe(413);
  });
});
