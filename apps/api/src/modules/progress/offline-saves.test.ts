import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learningProgress,
  lessons,
  progressSaveReceipts,
  studyTime,
  worksheets,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createSubject } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { ammanDay } from './amman-day.ts';
import { pruneSaveReceipts } from './prune-save-receipts.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Saves sent by the client's queue (save_id, observed_at): docs/decisions.md "Progress". */
describe('progress saved offline', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let lessonIds: number[];
  let sheetId: number;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const subject = await createSubject(t.app.db);
    const video = { subject_id: subject.id, semester: 'first' as const, video_mp4: 'v.mp4' };
    const rows = await t.app.db
      .insert(lessons)
      .values(
        [0, 1, 2, 3].map((i) => ({ ...video, name_ar: 'درس', name_en: `L${i}`, video_size: 1 })),
      )
      .returning({ id: lessons.id });
    lessonIds = rows.map((row) => row.id);
    const [sheet] = await t.app.db
      .insert(worksheets)
      .values({
        subject_id: subject.id,
        semester: 'first',
        name_ar: 'ورقة',
        name_en: 'Sheet',
        pdf_file: 'w.pdf',
        original_name: 'w.pdf',
        file_size: 1,
      })
      .returning();
    if (!sheet) throw new Error('not inserted');
    sheetId = sheet.id;
  });
  afterAll(() => t?.close());

  const student = async () => {
    const row = await createStudent(t.app.db);
    return { id: row.id, token: await kit.signIn('student', row.id) };
  };
  const lesson = (i: number) => lessonIds[i] ?? 0;
  type Save = { position: number; played?: number; at?: string; id?: string; duration?: number };
  const save = (token: string, item: number, s: Save, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/student/progress/videos/lesson/${item}`,
      payload: {
        position_seconds: s.position,
        duration_seconds: s.duration ?? 100,
        played_seconds: s.played ?? 10,
        ...(s.id ? { save_id: s.id } : {}),
        ...(s.at ? { observed_at: s.at } : {}),
      },
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const open = (token: string, body?: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/student/progress/files/worksheet/${sheetId}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(body ? { payload: body } : {}),
    });
  const rowOf = async (studentId: number, itemId: number, kind: 'lesson' | 'worksheet') =>
    (
      await t.app.db
        .select()
        .from(learningProgress)
        .where(
          and(
            eq(learningProgress.student_id, studentId),
            eq(learningProgress.item_kind, kind),
            eq(learningProgress.item_id, itemId),
          ),
        )
    )[0];
  const days = async (studentId: number) =>
    Object.fromEntries(
      (await t.app.db.select().from(studyTime).where(eq(studyTime.student_id, studentId))).map(
        (row) => [row.day, row.seconds],
      ),
    );
  const total = async (studentId: number) =>
    Object.values(await days(studentId)).reduce((sum, seconds) => sum + seconds, 0);

  it('applies a save id once: sent again, it changes nothing and answers the same', async () => {
    const sara = await student();
    const first = { id: randomUUID(), position: 30, played: 10, at: ago(5 * MINUTE) };
    const replies: Awaited<ReturnType<typeof save>>[] = [];
    for (const body of [first, first, { ...first, position: 80, played: 60 }]) {
      replies.push(await save(sara.token, lesson(0), body));
    }
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({ kind: 'lesson', id: lesson(0), completed: false });
    }
    expect(await rowOf(sara.id, lesson(0), 'lesson')).toMatchObject({ position_seconds: 30 });
    expect(await total(sara.id)).toBe(10);
    // Racing its own replay, the save still counts once.
    const racing = { id: randomUUID(), position: 40, played: 10, at: ago(4 * MINUTE) };
    const raced = await Promise.all([1, 2, 3].map(() => save(sara.token, lesson(0), racing)));
    expect(raced.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(await total(sara.id)).toBe(20);
    // A first save of an item sent twice counts once too.
    const fresh = { id: randomUUID(), position: 5, played: 5, at: ago(MINUTE) };
    await save(sara.token, lesson(1), fresh);
    await save(sara.token, lesson(1), fresh);
    expect(await total(sara.id)).toBe(25);
  });

  it('never moves the student back when an older save arrives after a newer one', async () => {
    const sara = await student();
    const newer = { id: randomUUID(), position: 60, at: ago(10 * MINUTE) };
    const older = { id: randomUUID(), position: 20, duration: 120, at: ago(20 * MINUTE) };
    expect((await save(sara.token, lesson(0), newer)).statusCode).toBe(200);
    expect((await save(sara.token, lesson(0), older)).statusCode).toBe(200);
    const row = await rowOf(sara.id, lesson(0), 'lesson');
    expect(row).toMatchObject({ position_seconds: 60, duration_seconds: 100 });
    expect(row?.position_at.toISOString()).toBe(newer.at);
    expect(row?.first_seen_at.toISOString()).toBe(older.at);
    // Each arrived once, so each is counted, whichever came first.
    expect(await total(sara.id)).toBe(20);
    // An online save (no save_id, no observed_at) is the newest and moves it as before.
    await save(sara.token, lesson(0), { position: 15 });
    expect(await rowOf(sara.id, lesson(0), 'lesson')).toMatchObject({ position_seconds: 15 });
  });

  it('counts a lesson watched from a save that arrives out of order, and keeps it', async () => {
    const sara = await student();
    const rewatch = { id: randomUUID(), position: 10, at: ago(MINUTE) };
    const end = { id: randomUUID(), position: 95, at: ago(30 * MINUTE) };
    expect((await save(sara.token, lesson(2), rewatch)).json().data.completed).toBe(false);
    expect((await save(sara.token, lesson(2), end)).json().data.completed).toBe(true);
    const row = await rowOf(sara.id, lesson(2), 'lesson');
    expect(row?.position_seconds).toBe(10);
    expect(row?.completed_at?.toISOString()).toBe(end.at);
    const later = { id: randomUUID(), position: 3, at: ago(0) };
    expect((await save(sara.token, lesson(2), later)).json().data.completed).toBe(true);
    // The same whatever the order: ends first, then an older and a newer save.
    const omar = await student();
    for (const body of [end, rewatch])
      await save(omar.token, lesson(2), { ...body, id: randomUUID() });
    expect(await rowOf(omar.id, lesson(2), 'lesson')).toMatchObject({
      position_seconds: 10,
      completed_at: new Date(end.at),
    });
  });

  it('takes a time in the future as now, and credits the Amman day of the save', async () => {
    const sara = await student();
    const before = Date.now();
    const future = new Date(Date.now() + 3 * DAY).toISOString();
    expect(
      (await save(sara.token, lesson(0), { id: randomUUID(), position: 50, at: future }))
        .statusCode,
    ).toBe(200);
    const row = await rowOf(sara.id, lesson(0), 'lesson');
    expect(row?.position_at.getTime()).toBeGreaterThanOrEqual(before);
    expect(row?.position_at.getTime()).toBeLessThanOrEqual(Date.now());
    // 21:30 UTC is already the next day in Amman (UTC+3).
    const evening = new Date(Date.now() - 5 * DAY);
    evening.setUTCHours(21, 30, 0, 0);
    await save(sara.token, lesson(1), {
      id: randomUUID(),
      position: 8,
      played: 8,
      at: evening.toISOString(),
    });
    expect(await days(sara.id)).toEqual({
      [ammanDay(new Date())]: 10,
      [ammanDay(evening)]: 8,
    });
    expect(ammanDay(evening)).not.toBe(evening.toISOString().slice(0, 10));
  });

  it('holds study time to the played seconds, the length and the time between saves', async () => {
    const sara = await student();
    const base = Date.now();
    const at = (minutes: number, seconds = 0) =>
      new Date(base - minutes * MINUTE + seconds * 1000).toISOString();
    // A first save: at most two save intervals; then at most the gap since the newest + 2 s.
    await save(sara.token, lesson(3), { id: randomUUID(), position: 5, played: 500, at: at(10) });
    expect(await total(sara.id)).toBe(20);
    await save(sara.token, lesson(3), {
      id: randomUUID(),
      position: 15,
      played: 500,
      at: at(10, 10),
    });
    expect(await total(sara.id)).toBe(32);
    // A save from before the newest one arrives late: its played seconds, at most the length.
    await save(sara.token, lesson(3), { id: randomUUID(), position: 1, played: 500, at: at(20) });
    expect(await total(sara.id)).toBe(132);
    // Without a save_id a late save cannot be told from its replay: it adds nothing.
    await save(sara.token, lesson(3), { position: 2, played: 50, at: at(30) });
    expect(await total(sara.id)).toBe(132);
    expect(await rowOf(sara.id, lesson(3), 'lesson')).toMatchObject({ position_seconds: 15 });
  });

  it('refuses a save older than 30 days or a malformed id (422), storing nothing', async () => {
    const sara = await student();
    const old = { id: randomUUID(), position: 50, at: ago(31 * DAY) };
    for (const language of ['en', 'ar']) {
      const refused = await save(sara.token, lesson(0), old, language);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
      expect(refused.json().errors.observed_at).toEqual([
        language === 'en'
          ? 'Progress saved more than 30 days ago can no longer be sent.'
          : 'لم يعد ممكنًا إرسال تقدّم حُفظ قبل أكثر من 30 يومًا.',
      ]);
    }
    const malformed = [
      { ...old, at: ago(29 * DAY), id: 'not-a-uuid' },
      { ...old, at: 'yesterday' },
      { ...old, at: ago(DAY).slice(0, 19) }, // no time zone
    ];
    const [badId, ...badTimes] = await Promise.all(
      malformed.map((body) => save(sara.token, lesson(0), body)),
    );
    expect(badId?.json().errors.save_id).toEqual(['Send the save id as a UUID.']);
    for (const reply of badTimes) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors.observed_at).toEqual([
        'Send the time as an ISO 8601 date and time.',
      ]);
    }
    expect(await rowOf(sara.id, lesson(0), 'lesson')).toBeUndefined();
    const receipts = await t.app.db
      .select()
      .from(progressSaveReceipts)
      .where(eq(progressSaveReceipts.student_id, sara.id));
    expect(receipts).toEqual([]);
    // 29 days is still taken.
    expect((await save(sara.token, lesson(0), { ...old, at: ago(29 * DAY) })).statusCode).toBe(200);
  });

  it("keeps each student's saves apart, even under the same save id", async () => {
    const sara = await student();
    const omar = await student();
    const id = randomUUID();
    await save(sara.token, lesson(1), { id, position: 40, at: ago(MINUTE) });
    const theirs = await save(omar.token, lesson(1), { id, position: 70, played: 7, at: ago(0) });
    expect(theirs.statusCode).toBe(200);
    expect(await rowOf(sara.id, lesson(1), 'lesson')).toMatchObject({ position_seconds: 40 });
    expect(await rowOf(omar.id, lesson(1), 'lesson')).toMatchObject({ position_seconds: 70 });
    expect(await total(sara.id)).toBe(10);
    expect(await total(omar.id)).toBe(7);
  });

  it('answers 404 for an unknown item without keeping the save id', async () => {
    const sara = await student();
    const body = { id: randomUUID(), position: 5, at: ago(MINUTE) };
    const missing = await save(sara.token, 999_999, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await save(sara.token, lesson(0), body)).statusCode).toBe(200);
    expect(await total(sara.id)).toBe(10);
  });

  it('keeps the earliest opening of a PDF, with or without opened_at', async () => {
    const sara = await student();
    expect((await open(sara.token)).statusCode).toBe(200);
    const now = (await rowOf(sara.id, sheetId, 'worksheet'))?.completed_at;
    expect(now).toBeInstanceOf(Date);
    const twoDays = ago(2 * DAY);
    const reply = await open(sara.token, { opened_at: twoDays });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ kind: 'worksheet', id: sheetId, completed: true });
    for (const body of [{ opened_at: ago(DAY) }, {}, undefined]) {
      expect((await open(sara.token, body)).statusCode).toBe(200);
    }
    expect(await rowOf(sara.id, sheetId, 'worksheet')).toMatchObject({
      completed_at: new Date(twoDays),
      first_seen_at: new Date(twoDays),
    });
    const tooOld = await open(sara.token, { opened_at: ago(31 * DAY) });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors.opened_at).toEqual([
      'Progress saved more than 30 days ago can no longer be sent.',
    ]);
    // A first opening dated in the future is taken as now.
    const omar = await student();
    await open(omar.token, { opened_at: new Date(Date.now() + DAY).toISOString() });
    const opened = (await rowOf(omar.id, sheetId, 'worksheet'))?.completed_at?.getTime() ?? 0;
    expect(opened).toBeLessThanOrEqual(Date.now());
  });

  it('prunes receipts older than 60 days', async () => {
    const sara = await student();
    const [kept, gone] = [randomUUID(), randomUUID()];
    await t.app.db.insert(progressSaveReceipts).values([
      { student_id: sara.id, save_id: kept, received_at: new Date(Date.now() - 59 * DAY) },
      { student_id: sara.id, save_id: gone, received_at: new Date(Date.now() - 61 * DAY) },
    ]);
    expect(await pruneSaveReceipts(t.app.db)).toBe(1);
    const left = await t.app.db
      .select({ save_id: progressSaveReceipts.save_id })
      .from(progressSaveReceipts)
      .where(eq(progressSaveReceipts.student_id, sara.id));
    expect(left).toEqual([{ save_id: kept }]);
  });
});
