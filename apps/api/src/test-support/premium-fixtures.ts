import { randomBytes } from 'node:crypto';
import type { Role } from '@madrasa/contracts';
import type { App } from '../app.ts';
import {
  entitlements,
  premiumCourses,
  teacherFiles,
  teacherVideoLessons,
  videoLadders,
  worksheets,
} from '../db/schema.ts';
import { createAdmin } from '../modules/admin/auth/admin-accounts.ts';
import { createSession } from '../plugins/authentication/sessions.ts';
import {
  createGrade,
  createLesson,
  createParent,
  createStudent,
  createSubject,
  createTeacher,
} from './factories.ts';

/**
 * Test support only: a premium subject course and a premium teacher's course with real
 * stored files (a lesson's original, its HLS ladder with playlists naming their files by
 * relative URLs, captions, PDFs), and accounts to open them with.
 */

const must = <T>(row: T | undefined): T => {
  if (row === undefined) throw new Error('premium fixture row not made');
  return row;
};

/** A master playlist naming one rung, and the rung naming its init segment and a segment. */
const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=250000,RESOLUTION=426x240\n240p.m3u8\n';
const RUNG = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:6
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="240p-init.mp4"
#EXTINF:6.0,
240p-00000.m4s
#EXT-X-ENDLIST
`;

export async function startPremiumFixture(app: App) {
  const db = app.db;
  const store = async (key: string, bytes: string | Buffer = randomBytes(4096)) => {
    await app.storage.put(key, Buffer.from(bytes));
    return key;
  };
  const random = () => randomBytes(16).toString('hex');

  const grade = await createGrade(db);
  const subject = await createSubject(db, { grade_id: grade.id, semester: 'first' });
  const freeSubject = await createSubject(db, { grade_id: grade.id, semester: 'first' });

  /** A ladder with every kind of file a made one has, in its own folder. */
  const storeLadder = async () => {
    const folder = `videos/hls/${random()}`;
    const keys = {
      master: await store(`${folder}/master-240p.m3u8`, MASTER),
      rung: await store(`${folder}/240p.m3u8`, RUNG),
      init: await store(`${folder}/240p-init.mp4`),
      segment: await store(`${folder}/240p-00000.m4s`),
      dataSaver: await store(`${folder}/data-saver-240p.m3u8`, MASTER),
      mp4: await store(`${folder}/offline-360p.mp4`, randomBytes(8192)),
      poster: await store(`${folder}/poster.jpg`),
    };
    const ladder = must(
      (
        await db
          .insert(videoLadders)
          .values({
            content_hash: random(),
            folder,
            state: 'ready',
            percent: 100,
            master_key: keys.master,
            data_saver_key: keys.dataSaver,
            mp4_key: keys.mp4,
            poster_key: keys.poster,
          })
          .returning()
      )[0],
    );
    return { id: ladder.id, folder, keys };
  };

  const ladder = await storeLadder();
  const sharedLadder = await storeLadder();
  const preview = await createLesson(db, {
    subject_id: subject.id,
    name_en: 'Preview lesson',
    sort_order: 0,
    video_mp4: await store(`lessons/videos/${random()}.mp4`),
  });
  const locked = await createLesson(db, {
    subject_id: subject.id,
    name_en: 'Locked lesson',
    sort_order: 1,
    video_mp4: await store(`lessons/videos/${random()}.mp4`, randomBytes(16_384)),
    video_ladder_id: ladder.id,
    captions_ar: await store(
      `lessons/captions/${random()}.vtt`,
      'WEBVTT\n\n00:00.000 --> 00:01.000\nمرحبا\n',
    ),
  });
  // A locked lesson whose ladder a free lesson of another course also plays: it stays public.
  const lockedShared = await createLesson(db, {
    subject_id: subject.id,
    name_en: 'Locked lesson, shared clip',
    sort_order: 2,
    video_mp4: await store(`lessons/videos/${random()}.mp4`),
    video_ladder_id: sharedLadder.id,
  });
  const free = await createLesson(db, {
    subject_id: freeSubject.id,
    name_en: 'Free lesson',
    video_mp4: await store(`lessons/videos/${random()}.mp4`),
    video_ladder_id: sharedLadder.id,
  });
  const pdf = (subjectId: number) => async () => {
    const key = await store(`worksheets/${random()}.pdf`, `%PDF-1.4\n${random()}\n%%EOF\n`);
    return must(
      (
        await db
          .insert(worksheets)
          .values({
            subject_id: subjectId,
            semester: 'first',
            name_ar: 'ورقة عمل',
            name_en: 'Worksheet',
            pdf_file: key,
            original_name: 'worksheet.pdf',
            file_size: 30,
          })
          .returning()
      )[0],
    );
  };
  const worksheet = await pdf(subject.id)();
  const freeWorksheet = await pdf(freeSubject.id)();

  const teacher = await createTeacher(db);
  const teacherFile = must(
    (
      await db
        .insert(teacherFiles)
        .values({
          teacher_id: teacher.id,
          file_name: 'Waves summary',
          file_path: await store(`teachers/files/${random()}.pdf`, `%PDF-1.4\n${random()}\n`),
          file_type: 'summary',
          original_name: 'waves.pdf',
          file_size: 20,
        })
        .returning()
    )[0],
  );
  const teacherVideo = (title: string, created_at: Date) => async () =>
    must(
      (
        await db
          .insert(teacherVideoLessons)
          .values({
            teacher_id: teacher.id,
            lesson_title: title,
            thumbnail_path: await store(`teachers/thumbnails/${random()}.webp`),
            video_path: await store(`teachers/videos/${random()}.mp4`),
            file_size: 4096,
            created_at,
          })
          .returning()
      )[0],
    );
  // The teacher's first video, the oldest, is the free preview.
  const olderVideo = await teacherVideo('Older video', new Date(Date.now() - 60_000))();
  const newestVideo = await teacherVideo('Newest video', new Date())();

  const subjectCourse = must(
    (
      await db
        .insert(premiumCourses)
        .values({ subject_id: subject.id, semester: 'first' })
        .returning()
    )[0],
  );
  const teacherCourse = must(
    (await db.insert(premiumCourses).values({ teacher_id: teacher.id }).returning())[0],
  );
  await app.forgetPublicReplies();

  const signIn = async (role: Role, id: number) => ({
    id,
    token: await createSession(db, { role, id }),
  });
  const admin = await createAdmin(db, {
    email: `premium-admin-${random()}@example.com`,
    name: 'Premium Admin',
    password: 'Premium#Admin1',
  });
  const accounts = {
    admin: await signIn('admin', admin.id),
    student: await signIn('student', (await createStudent(db)).id),
    otherStudent: await signIn('student', (await createStudent(db)).id),
    parent: await signIn('parent', (await createParent(db)).id),
    teacher: await signIn('teacher', teacher.id),
    otherTeacher: await signIn('teacher', (await createTeacher(db)).id),
  };

  const HOUR = 3_600_000;
  /** An entitlement row, as the cards' redemption writes one: from an hour ago for a day. */
  const entitle = async (
    studentId: number,
    scope:
      | { scope: 'course'; course_id: number }
      | { scope: 'grade'; grade_id: number }
      | { scope: 'all' },
    times: { starts_at?: Date; ends_at?: Date } = {},
  ) =>
    must(
      (
        await db
          .insert(entitlements)
          .values({
            student_id: studentId,
            source: 'card',
            starts_at: times.starts_at ?? new Date(Date.now() - HOUR),
            ends_at: times.ends_at ?? new Date(Date.now() + 24 * HOUR),
            ...scope,
          })
          .returning()
      )[0],
    );

  return {
    grade,
    subject,
    freeSubject,
    ladder,
    sharedLadder,
    lessons: { preview, locked, lockedShared, free },
    worksheet,
    freeWorksheet,
    teacher,
    teacherFile,
    teacherVideos: { older: olderVideo, newest: newestVideo },
    courses: { subject: subjectCourse, teacher: teacherCourse },
    accounts,
    entitle,
  };
}

export type PremiumFixture = Awaited<ReturnType<typeof startPremiumFixture>>;
