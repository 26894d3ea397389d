import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../../db/schema.ts';
import { createGrade } from '../../../test/factories.ts';
import {
  type AdminTestKit,
  formOf,
  SAMPLE_FILES,
  startAdminTestKit,
} from '../test/admin-test-kit.ts';

const keyOf = (path: string) => path.replace(/^\/storage\//, '');

describe('admin subjects, units and unit lessons', () => {
  let t: AdminTestKit;
  let gradeId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    gradeId = (await createGrade(t.app.db)).id;
  });
  afterAll(() => t?.close());

  const addSubject = async (fields: Record<string, string | number> = {}) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/subjects',
      form: formOf(
        {
          grade_id: gradeId,
          semester: 'second',
          name_ar: 'الفيزياء',
          name_en: 'Physics',
          ...fields,
        },
        { image: [SAMPLE_FILES.png(), 'physics.png'] },
      ),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };

  it('adds a subject with its picture, shown in the public catalogue', async () => {
    const subject = await addSubject();
    expect(subject).toMatchObject({
      grade_id: gradeId,
      semester: 'second',
      name_ar: 'الفيزياء',
      name_en: 'Physics',
      image: expect.stringMatching(/^\/storage\/subjects\/[0-9a-f]{32}\.png$/),
      grade: { id: gradeId },
    });
    expect(await t.app.storage.stat(keyOf(subject.image))).not.toBeNull();
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
    const subject = await addSubject();
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
    expect(await t.app.storage.stat(keyOf(subject.image))).toBeNull();
    // Without a file (JSON body), the picture stays.
    const again = await t.call({
      method: 'PATCH',
      url: `/api/admin/subjects/${subject.id}`,
      body: { grade_id: gradeId, semester: 'second', name_ar: 'فيزياء', name_en: 'Physics' },
    });
    expect(again.json().data.image).toBe(edited.image);
  });

  it('moves units with a subject whose semester changes', async () => {
    const subject = await addSubject();
    const unit = await t.call({
      method: 'POST',
      url: '/api/admin/subject-units',
      body: { subject_id: subject.id, name_ar: 'الوحدة الأولى', name_en: 'Unit one' },
    });
    expect(unit.json().data).toMatchObject({ semester: 'second', subject: { id: subject.id } });
    await t.call({
      method: 'PATCH',
      url: `/api/admin/subjects/${subject.id}`,
      body: { grade_id: gradeId, semester: 'first', name_ar: 'فيزياء', name_en: 'Physics' },
    });
    const units = await t.call({
      method: 'GET',
      url: `/api/admin/subject-units?subject_id=${subject.id}`,
    });
    expect(units.json().data[0].semester).toBe('first');
  });

  it('refuses to delete a subject with units (409), then removes it all when confirmed', async () => {
    const subject = await addSubject();
    const unit = (
      await t.call({
        method: 'POST',
        url: '/api/admin/subject-units',
        body: { subject_id: subject.id, name_ar: 'الوحدة', name_en: 'Unit' },
      })
    ).json().data;
    const lesson = await t.call({
      method: 'POST',
      url: '/api/admin/unit-lessons',
      body: { unit_id: unit.id, name_ar: 'الدرس الأول', name_en: 'Lesson one' },
    });
    expect(lesson.statusCode).toBe(201);
    expect(lesson.json().data).toMatchObject({
      unit: { id: unit.id },
      subject: { id: subject.id },
    });
    const worksheet = await t.call({
      method: 'POST',
      url: '/api/admin/worksheets',
      form: formOf(
        { subject_id: subject.id, name_ar: 'ورقة عمل', name_en: 'Worksheet' },
        { pdf_file: [SAMPLE_FILES.pdf(), 'worksheet.pdf'] },
      ),
    });
    expect(worksheet.statusCode).toBe(201);

    const dependents = await t.call({
      method: 'GET',
      url: `/api/admin/subjects/${subject.id}/dependents`,
    });
    expect(dependents.json().data).toEqual({
      total: 3,
      counts: {
        units: 1,
        unit_lessons: 1,
        lessons: 0,
        worksheets: 1,
        exams: 0,
        summaries: 0,
        teacher_guides: 0,
      },
    });
    const refused = await t.call({ method: 'DELETE', url: `/api/admin/subjects/${subject.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('3'),
    });

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/subjects/${subject.id}?cascade=true`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.db.select().from(subjects).where(eq(subjects.id, subject.id))).toEqual([]);
    for (const path of [subject.image, worksheet.json().data.pdf_file]) {
      expect(await t.app.storage.stat(keyOf(path))).toBeNull();
    }
    const units = await t.call({
      method: 'GET',
      url: `/api/admin/subject-units?subject_id=${subject.id}`,
    });
    expect(units.json().data).toEqual([]);
  });

  it('deletes a unit with lessons only when confirmed', async () => {
    const subject = await addSubject();
    const unit = (
      await t.call({
        method: 'POST',
        url: '/api/admin/subject-units',
        body: { subject_id: subject.id, name_ar: 'وحدة', name_en: 'Unit' },
      })
    ).json().data;
    await t.call({
      method: 'POST',
      url: '/api/admin/unit-lessons',
      body: { unit_id: unit.id, name_ar: 'درس', name_en: 'Lesson' },
    });
    const url = `/api/admin/subject-units/${unit.id}`;
    expect((await t.call({ method: 'GET', url: `${url}/dependents` })).json().data).toEqual({
      total: 1,
      counts: { unit_lessons: 1 },
    });
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `${url}?cascade=true` })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('pages newest first with limit and cursor, filtered by grade', async () => {
    const grade = await createGrade(t.app.db);
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await addSubject({ grade_id: grade.id, name_en: name })).id);
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
