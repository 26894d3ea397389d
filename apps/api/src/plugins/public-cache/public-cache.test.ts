import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades } from '../../db/schema.ts';
import { createGrade, createStudent } from '../../test-support/factories.ts';
import { type AdminTestKit, startAdminTestKit } from '../../test-support/kits/admin-test-kit.ts';
import { createSession } from '../authentication/sessions.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './index.ts';

describe('public replies kept in memory, with ETags', () => {
  let t: AdminTestKit;
  let gradeId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    gradeId = (await createGrade(t.app.db, { name_en: 'Grade Eleven', name_ar: 'الصف الحادي عشر' }))
      .id;
  });
  afterAll(() => t?.close());

  const grade = (language: 'ar' | 'en', headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/grades', headers: { 'accept-language': language, ...headers } });
  const nameIn = (body: string) =>
    (JSON.parse(body) as { data: { id: number; name_en: string }[] }).data.find(
      (row) => row.id === gradeId,
    )?.name_en;
  const renameInDatabase = (name_en: string) =>
    t.app.db.update(grades).set({ name_en }).where(eq(grades.id, gradeId));

  it('answers a public read from memory until something changes, with an ETag and a public Cache-Control', async () => {
    const first = await grade('en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.vary).toContain('accept-language');

    // Changed behind the API's back: the kept reply is what is served, byte for byte.
    await renameInDatabase('Changed Quietly');
    const second = await grade('en');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    // A write outside HTTP says so, and the next read is fresh.
    await t.app.forgetPublicReplies();
    expect(nameIn((await grade('en')).body)).toBe('Changed Quietly');
  });

  it('sends a kept reply compressed as the browser accepts, the same JSON and ETag', async () => {
    // A list long enough to be worth compressing.
    for (let n = 1; n <= 12; n++) {
      await createGrade(t.app.db, { name_en: `Grade ${n}`, name_ar: `الصف ${n}` });
    }
    await t.app.forgetPublicReplies();
    const plain = await grade('ar');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const kept = await grade('ar', { 'accept-encoding': accepted });
      expect(kept.headers['content-encoding']).toBe(encoding);
      expect(kept.headers.vary).toBe('accept-language, accept-encoding');
      expect(kept.headers.etag).toBe(plain.headers.etag);
      expect(kept.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(kept.rawPayload).toString()).toBe(plain.body);
    }
    // A browser that accepts none gets the plain bytes; so does a reply too short to gain.
    expect((await grade('ar', { 'accept-encoding': 'identity' })).body).toBe(plain.body);
    const subjects = () =>
      t.app.inject({
        url: `/api/subjects?grade_id=${gradeId}`,
        headers: { 'accept-encoding': 'br' },
      });
    expect((await subjects()).rawPayload.length).toBeLessThan(1024);
    expect((await subjects()).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body when the browser holds the same ETag, fresh or kept', async () => {
    await t.app.forgetPublicReplies();
    const fresh = await grade('en');
    const revalidated = await grade('en', { 'if-none-match': fresh.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(fresh.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    await t.app.forgetPublicReplies();
    const recomputed = await grade('en', { 'if-none-match': `"x", ${fresh.headers.etag}` });
    expect(recomputed.statusCode).toBe(304);

    const stale = await grade('en', { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
  });

  it("keeps no error: each is answered afresh in the asker's language", async () => {
    const missing = (language: 'ar' | 'en') =>
      t.app.inject({ url: '/api/subjects/999999', headers: { 'accept-language': language } });
    const arabic = await missing('ar');
    const english = await missing('en');
    expect([arabic.statusCode, english.statusCode]).toEqual([404, 404]);
    expect(arabic.json().message).not.toBe(english.json().message);
    expect(english.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(english.headers.etag).toBeUndefined();
  });

  it("forgets every kept reply when an editor saves, before the editor's reply arrives", async () => {
    await t.app.forgetPublicReplies();
    await grade('en');
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/admin/grades/${gradeId}`,
      body: { name_ar: 'الصف الحادي عشر', name_en: 'Grade 11 (renamed)', study_phase: 'secondary' },
    });
    expect(saved.statusCode).toBe(200);
    expect(nameIn((await grade('en')).body)).toBe('Grade 11 (renamed)');
  });

  it('never keeps or lets anyone keep a personal reply', async () => {
    const student = await createStudent(t.app.db);
    const token = await createSession(t.app.db, { role: 'student', id: student.id });
    const profile = await t.app.inject({
      url: '/api/student/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(profile.headers.etag).toBeUndefined();
    const anonymous = await t.app.inject({ url: '/api/student/profile' });
    expect(anonymous.statusCode).toBe(401);
  });
});
