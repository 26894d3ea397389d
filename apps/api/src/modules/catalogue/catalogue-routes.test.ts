import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

describe('GET /api/grades', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('lists the twelve seeded grades in school order, in the success envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/grades' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(12);
    expect(body.data.map((grade: { grade_key: string }) => grade.grade_key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `grade${i + 1}`),
    );
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name_ar: 'الصف الأول',
      name_en: 'First Grade',
      study_phase: 'primary',
      grade_key: 'grade1',
    });
    expect(body.data[11]).toMatchObject({ name_en: 'Second Secondary', study_phase: 'secondary' });
  });

  it('filters by study phase', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/grades?study_phase=secondary',
    });
    expect(response.json().data.map((grade: { grade_key: string }) => grade.grade_key)).toEqual([
      'grade10',
      'grade11',
      'grade12',
    ]);
  });

  it('refuses an unknown study phase with a translated 422 envelope', async () => {
    const arabic = await t.app.inject({ method: 'GET', url: '/api/grades?study_phase=college' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message: 'البيانات المُرسلة غير صالحة.',
      errors: { study_phase: ['يجب أن تكون المرحلة الدراسية ابتدائية أو متوسطة أو ثانوية'] },
    });

    const english = await t.app.inject({
      method: 'GET',
      url: '/api/grades?study_phase=college',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { study_phase: ['The study phase must be primary, middle or secondary'] },
    });
  });
});
