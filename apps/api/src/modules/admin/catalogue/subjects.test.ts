import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrade } from '../../../test-support/factories.ts';
import {
  type AdminTestKit,
  addSubject,
  formOf,
  SAMPLE_FILES,
  startAdminTestKit,
  storageKeyOf,
} from '../../../test-support/kits/admin-test-kit.ts';

describe('admin subjects and grades', () => {
  let t: AdminTestKit;
  let gradeId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    gradeId = (await createGrade(t.app.db)).id;
  });
  afterAll(() => t?.close());

  it('adds a subject with its picture, shown in the public catalogue', async () => {
    const subject = await addSubject(t, gradeId);
    expect(subject).toMatchObject({
      grade_id: gradeId,
      semester: 'second',
      name_ar: 'الفيزياء',
      name_en: 'Physics',
      image: expect.stringMatching(/^\/storage\/subjects\/[0-9a-f]{32}\.png$/),
      grade: { id: gradeId },
    });
    expect(await t.app.storage.stat(storageKeyOf(subject.image))).not.toBeNull();
    const list = await t.app.inject({ url: `/api/subjects?grade_id=${gradeId}&semester=second` });
    expect(list.json().data.map((s: { id: number }) => s.id)).toContain(subject.id);
  });

  it('reports every wrong field at once, in the request language', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/subjects',
      language: 'ar',
      form: formOf({ grade_id: 'x', semester: 'third', name_ar: ' ', name_en: 'Maths' }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['grade_id', 'name_ar', 'semester']);
    expect(response.json().errors.name_ar).toEqual(['هذا الحقل مطلوب']);
  });

  it('refuses a picture that is not an image by its bytes, and stores nothing', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/subjects',
      form: formOf(
        { grade_id: gradeId, semester: 'first', name_ar: 'مادة', name_en: 'Subject' },
        { image: [SAMPLE_FILES.pdf(), 'looks-like.png'] },
      ),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toHaveProperty('image');
  });

  it('answers 422 for a grade that does not exist', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/subjects',
      body: { grade_id: 999_999, semester: 'first', name_ar: 'مادة', name_en: 'Subject' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ grade_id: ['This grade does not exist.'] });
  });

  it('replaces the picture on edit and deletes the old file', async () => {
    const subject = await addSubject(t, gradeId);
    const response = await t.call({
      method: 'PATCH',
      url: `/api/admin/subjects/${subject.id}`,
      form: formOf(
        { grade_id: gradeId, semester: 'second', name_ar: 'فيزياء ٢', name_en: 'Physics 2' },
        { image: [SAMPLE_FILES.png(), 'new.png'] },
      ),
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({ name_en: 'Physics 2' });
    expect(edited.image).not.toBe(subject.image);
    expect(await t.app.storage.stat(storageKeyOf(subject.image))).toBeNull();
    // Without a file (JSON body), the picture stays.
    const again = await t.call({
      method: 'PATCH',
      url: `/api/admin/subjects/${subject.id}`,
      body: { grade_id: gradeId, semester: 'second', name_ar: 'فيزياء', name_en: 'Physics' },
    });
    expect(again.json().data.image).toBe(edited.image);
  });

  it('pages newest first with limit and cursor, filtered by grade', async () => {
    const grade = await createGrade(t.app.db);
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await addSubject(t, gradeId, { grade_id: grade.id, name_en: name })).id);
    const first = await t.call({
      method: 'GET',
      url: `/api/admin/subjects?grade_id=${grade.id}&limit=2`,
    });
    expect(first.json().data.map((s: { id: number }) => s.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.json().next_cursor;
    expect(cursor).toBe(String(ids[1]));
    const second = await t.call({
      method: 'GET',
      url: `/api/admin/subjects?grade_id=${grade.id}&limit=2&cursor=${cursor}`,
    });
    expect(second.json()).toEqual({
      status: 'success',
      data: [expect.objectContaining({ id: ids[0] })],
      next_cursor: null,
    });
    expect((await t.call({ method: 'GET', url: '/api/admin/subjects?limit=500' })).statusCode).toBe(
      422,
    );
  });

  it('renames a grade and nothing else', async () => {
    const grade = await createGrade(t.app.db);
    const response = await t.call({
      method: 'PATCH',
      url: `/api/admin/grades/${grade.id}`,
      body: { name_ar: 'الصف الجديد', name_en: 'New grade', study_phase: 'primary' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name_ar: 'الصف الجديد',
      name_en: 'New grade',
      study_phase: grade.study_phase,
      grade_key: grade.grade_key,
    });
  });
});
