import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

describe('GET /api/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: {
        TEACHER_SIGNUP: 'closed',
        LAUNCH_MODE: 'prelaunch',
        EXAM_SITE_URL: 'https://exams.example.jo/',
        UPLOAD_MAX_IMAGE_MB: '2',
      },
    });
  });
  afterAll(() => t?.close());

  it('gives the SPA its runtime settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({
      launch_mode: 'prelaunch',
      teacher_signup: 'closed',
      exam_site_url: 'https://exams.example.jo/',
      contact: { location_ar: 'عمّان - الأردن', location_en: 'Amman - Jordan' },
      upload_limits: { image: 2 * 1024 * 1024 },
    });
    expect(data.contact.phone).toBeTruthy();
    expect(data.contact.email).toContain('@');
    expect(data.social.site).toMatch(/^https:\/\//);
  });
});
