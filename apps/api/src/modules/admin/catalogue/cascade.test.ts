import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../../db/schema.ts';
import { createGrade } from '../../../test-support/factories.ts';
import {
  type AdminTestKit,
  addSubject,
  formOf,
  SAMPLE_FILES,
  startAdminTestKit,
  storageKeyOf,
} from '../../../test-support/kits/admin-test-kit.ts';

describe('deleting and moving catalogue rows keeps the catalogue whole', () => {
  let t: AdminTestKit;
  let gradeId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    gradeId = (await createGrade(t.app.db)).id;
  });
  afterAll(() => t?.close());

  it('moves units with a subject whose semester changes', async () => {
    const subject = await addSubject(t, gradeId);
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
    const subject = await addSubject(t, gradeId);
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
      expect(await t.app.storage.stat(storageKeyOf(path))).toBeNull();
    }
    const units = await t.call({
      method: 'GET',
      url: `/api/admin/subject-units?subject_id=${subject.id}`,
    });
    expect(units.json().data).toEqual([]);
  });

  it('deletes a unit with lessons only when confirmed', async () => {
    const subject = await addSubject(t, gradeId);
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
});
