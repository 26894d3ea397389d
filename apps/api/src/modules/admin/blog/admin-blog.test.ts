import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestKit,
  formOf,
  SAMPLE_FILES,
  startAdminTestKit,
  storageKeyOf,
} from '../../../test-support/kits/admin-test-kit.ts';

const POST = {
  title_ar: 'كيف تستعد للامتحان',
  title_en: 'How to prepare for the exam',
  topic_ar: 'نصائح',
  topic_en: 'Tips',
  content_ar: 'ابدأ مبكرًا ونظّم وقتك.',
  content_en: 'Start early and plan your time.',
};

describe('admin blog', () => {
  let t: AdminTestKit;
  beforeAll(async () => {
    t = await startAdminTestKit();
  });
  afterAll(() => t?.close());

  it('writes a post with a picture that the public blog shows, edits and deletes it', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/blogs',
      form: formOf(POST, { image: [SAMPLE_FILES.png(), 'cover.png'] }),
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({ ...POST, image: expect.stringMatching(/^\/storage\/blogs\//) });
    const shown = await t.app.inject({ url: `/api/blogs/${post.id}` });
    expect(shown.json().data.title_en).toBe(POST.title_en);

    const edited = await t.call({
      method: 'PATCH',
      url: `/api/admin/blogs/${post.id}`,
      form: formOf({ ...POST, title_en: 'Exam tips' }, { image: [SAMPLE_FILES.png(), 'new.png'] }),
    });
    expect(edited.json().data.title_en).toBe('Exam tips');
    expect(await t.app.storage.stat(storageKeyOf(post.image))).toBeNull();

    const list = await t.call({ method: 'GET', url: '/api/admin/blogs?limit=1' });
    expect(list.json().data[0].id).toBe(post.id);

    expect(
      (await t.call({ method: 'DELETE', url: `/api/admin/blogs/${post.id}` })).statusCode,
    ).toBe(200);
    expect(await t.app.storage.stat(storageKeyOf(edited.json().data.image))).toBeNull();
    expect((await t.app.inject({ url: `/api/blogs/${post.id}` })).statusCode).toBe(404);
  });

  it('needs every text in both languages', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/blogs',
      body: { ...POST, content_en: '', topic_ar: undefined },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['content_en', 'topic_ar']);
  });
});
