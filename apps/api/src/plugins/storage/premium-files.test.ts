import type { PremiumOpen } from '@madrasa/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entitlements, premiumCourses } from '../../db/schema.ts';
import { expiryOf, signedStoragePath } from '../../lib/premium/signed-urls.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { type PremiumFixture, startPremiumFixture } from '../../test-support/premium-fixtures.ts';

const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';

/**
 * No premium byte reaches an account without the entitlement: a plain URL of a file only
 * locked items use is refused, a signed one opens exactly its own key (or its ladder's
 * folder) until it expires, and free files stay public and cached for a year.
 */
describe('premium files on /storage', () => {
  let t: TestApp;
  let f: PremiumFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await startPremiumFixture(t.app);
    await f.entitle(f.accounts.student.id, { scope: 'course', course_id: f.courses.subject.id });
    await f.entitle(f.accounts.student.id, { scope: 'course', course_id: f.courses.teacher.id });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  const open = async (kind: string, id: number, token?: string) =>
    get(
      `/api/premium/open?kind=${kind}&id=${id}`,
      token ? { authorization: `Bearer ${token}` } : {},
    );
  const opened = async (kind: string, id: number, token: string): Promise<PremiumOpen> => {
    const response = await open(kind, id, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const plain = (key: string) => `/storage/${key}`;

  const lockedKeys = () => {
    const { keys } = f.ladder;
    return {
      'the original video': f.lessons.locked.video_mp4,
      'the master playlist': keys.master,
      'a rung playlist': keys.rung,
      'the init segment': keys.init,
      'a segment': keys.segment,
      'the data-saver playlist': keys.dataSaver,
      'the 360p MP4': keys.mp4,
      'the captions': String(f.lessons.locked.captions_ar),
      'a catalogue PDF': f.worksheet.pdf_file,
      "a teacher's file": f.teacherFile.file_path,
      "a teacher's video": f.teacherVideos.newest.video_path,
    };
  };

  it('refuses a plain request for every file only locked items use', async () => {
    const answers = await Promise.all(
      Object.entries(lockedKeys()).map(async ([what, key]) => {
        const response = await get(plain(key));
        return [what, response.statusCode, response.json().message] as const;
      }),
    );
    const message = 'This is part of a premium course. Activate a card to open it.';
    expect(answers).toEqual(Object.keys(lockedKeys()).map((what) => [what, 403, message] as const));
  });

  it('keeps free files, previews, shared clips and pictures public for a year', async () => {
    const keys = [
      f.lessons.free.video_mp4,
      f.lessons.preview.video_mp4,
      f.freeWorksheet.pdf_file,
      f.teacherVideos.older.video_path,
      // A locked lesson's ladder that a free lesson also plays.
      f.sharedLadder.keys.master,
      f.sharedLadder.keys.segment,
      f.ladder.keys.poster,
      f.teacherVideos.older.thumbnail_path,
    ];
    for (const key of keys) {
      const response = await get(plain(key));
      expect([key, response.statusCode]).toEqual([key, 200]);
      expect(response.headers['cache-control']).toBe(PUBLIC_FOREVER);
    }
  });

  it('gives a student with the entitlement signed URLs that serve the video, its ranges and its ladder', async () => {
    const data = await opened('lesson', f.lessons.locked.id, f.accounts.student.token);
    expect(data.video).toMatch(/^\/storage\/~\d+\.[\w-]{22}\/lessons\/videos\/[0-9a-f]{32}\.mp4$/);
    expect(data.stream?.poster).toBe(plain(f.ladder.keys.poster));

    const whole = await get(String(data.video));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(whole.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(3 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(4 * 3600);
    const ranged = await get(String(data.video), { range: 'bytes=100-199' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 100-199/16384');
    expect(ranged.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    for (const path of [data.stream?.hls, data.stream?.data_saver, data.stream?.mp4]) {
      expect((await get(String(path))).statusCode).toBe(200);
    }
    const [captions] = data.stream?.captions ?? [];
    expect((await get(String(captions?.src))).statusCode).toBe(200);
  });

  it('resolves the playlists’ relative URLs under the signed prefix', async () => {
    const { stream } = await opened('lesson', f.lessons.locked.id, f.accounts.student.token);
    const base = new URL(String(stream?.hls), 'http://school.test');
    const master = await get(base.pathname);
    const rungUrl = new URL(master.body.trim().split('\n').at(-1) ?? '', base);
    expect(
      rungUrl.pathname.startsWith(base.pathname.slice(0, base.pathname.lastIndexOf('/'))),
    ).toBe(true);
    const rung = await get(rungUrl.pathname);
    expect(rung.statusCode).toBe(200);
    const named = [
      /URI="([^"]+)"/.exec(rung.body)?.[1],
      ...rung.body.split('\n').filter((line) => line && !line.startsWith('#')),
    ];
    expect(named).toEqual(['240p-init.mp4', '240p-00000.m4s']);
    for (const name of named) {
      const response = await get(new URL(String(name), rungUrl).pathname);
      expect([name, response.statusCode]).toEqual([name, 200]);
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
  });

  it('opens PDFs and a teacher’s files with a signature of half an hour', async () => {
    const sheet = await opened('worksheet', f.worksheet.id, f.accounts.student.token);
    const response = await get(String(sheet.file));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const maxAge = Number(String(response.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(29 * 60);
    expect(maxAge).toBeLessThanOrEqual(40 * 60);
    const file = await opened('teacher_file', f.teacherFile.id, f.accounts.student.token);
    expect((await get(String(file.file))).statusCode).toBe(200);
  });

  it('opens no other key with a signature: another file, another ladder, a tampered or expired one', async () => {
    const { file } = await opened('worksheet', f.worksheet.id, f.accounts.student.token);
    const { stream } = await opened('lesson', f.lessons.locked.id, f.accounts.student.token);
    const signedFile = String(file);
    const prefix = signedFile.slice(0, signedFile.indexOf('/worksheets/'));
    const otherLadder = String(stream?.hls).replace(f.ladder.folder, f.sharedLadder.folder);
    const attempts = {
      'another PDF': `${prefix}/${f.teacherFile.file_path}`,
      "a ladder's file with a file's signature": `${prefix}/${f.ladder.keys.segment}`,
      'another ladder': otherLadder,
      'a tampered signature': signedFile.replace(
        /\.([\w-])/,
        (_, c) => `.${c === 'A' ? 'B' : 'A'}`,
      ),
      'a later expiry': signedFile.replace(/~(\d+)\./, (_, e) => `~${Number(e) + 3600}.`),
    };
    for (const [what, url] of Object.entries(attempts)) {
      const response = await get(url);
      expect([what, response.statusCode]).toEqual([what, 403]);
    }

    const expires = expiryOf('file');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expires * 1000 + 1000);
    const late = await get(signedFile);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      'This link has expired or is not valid. Open the lesson again.',
    );
  });

  it('refuses the files to accounts without the entitlement, and visitors', async () => {
    const { accounts } = f;
    for (const account of [accounts.otherStudent, accounts.parent, accounts.otherTeacher]) {
      const response = await open('lesson', f.lessons.locked.id, account.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This is part of a premium course. Activate a card to open it.',
      );
    }
    const visitor = await open('lesson', f.lessons.locked.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['www-authenticate']).toBe('Bearer');
  });

  it('signs nothing for a free item or a preview: the plain, public paths', async () => {
    const free = await opened('lesson', f.lessons.free.id, f.accounts.otherStudent.token);
    expect(free.video).toBe(plain(f.lessons.free.video_mp4));
    const visitor = await open('lesson', f.lessons.preview.id);
    expect(visitor.json().data.video).toBe(plain(f.lessons.preview.video_mp4));
  });

  it('signs a key for itself, as the design says', () => {
    const path = signedStoragePath(t.app.premiumKeys.urls, 'worksheets/a.pdf', 2_000_000_000);
    expect(path).toMatch(/^\/storage\/~2000000000\.[\w-]{22}\/worksheets\/a\.pdf$/);
  });

  it('asks the database nothing more for a file once no course is premium', async () => {
    await t.app.db.delete(entitlements);
    await t.app.db.delete(premiumCourses);
    await t.app.forgetPublicReplies();
    const key = plain(f.lessons.locked.video_mp4);
    // The first request after the write reloads the index (one query: no course).
    expect((await get(key)).statusCode).toBe(200);
    // The app's background jobs (queued at start, picked up whenever a slow machine gets to
    // them) query on their own: stopped, and their running work awaited, so only the
    // request's own queries are counted.
    await t.app.jobs.stop();
    const execute = vi.spyOn(t.app.db, 'execute');
    const select = vi.spyOn(t.app.db, 'select');
    const again = await get(key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe(PUBLIC_FOREVER);
    expect(execute).not.toHaveBeenCalled();
    expect(select).not.toHaveBeenCalled();
    execute.mockRestore();
    select.mockRestore();
  });
});
