import type { Role } from '@madrasa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  chatMessages,
  chatReports,
  classes,
  classMembers,
  contactMessages,
  lessons,
  parentLinks,
  studentQuestions,
  subjects,
} from '../../db/schema.ts';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp } from '../build-test-app.ts';
import { makeCardBatch } from '../cards.ts';
import { createParent, createStudent, createTeacher } from '../factories.ts';
import { multipart, SAMPLE } from '../uploads/test-files.ts';
import { CALLERS, type Caller } from './callers.ts';
import { type OwnClass, type OwnUploads, samplePaths } from './sample-paths.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Account = { role: Role; id: number };

/**
 * Test support only: the demo catalogue with an admin, two students, two teachers and two
 * parents (the first linked to the first student), the first teacher's uploads, a batch of
 * activation cards, and requests as any caller of the matrix.
 */
export async function startAuthorizationKit() {
  const t = await buildTestApp();
  const db = t.app.db;
  try {
    const admin = await createAdmin(db, {
      email: `matrix-admin-${process.pid}@example.com`,
      name: 'Matrix Admin',
      password: 'Matrix#Admin1',
    });
    const [student, otherStudent, lapsed, teacher, otherTeacher, parent, otherParent] =
      await Promise.all([
        createStudent(db),
        createStudent(db),
        createStudent(db),
        createTeacher(db),
        createTeacher(db),
        createParent(db),
        createParent(db),
      ]);
    await db.insert(parentLinks).values({ parent_id: parent.id, student_id: student.id });
    const accounts: Record<Exclude<Caller, 'visitor' | 'unknown token'>, Account> = {
      admin: { role: 'admin', id: admin.id },
      student: { role: 'student', id: student.id },
      'other student': { role: 'student', id: otherStudent.id },
      teacher: { role: 'teacher', id: teacher.id },
      'other teacher': { role: 'teacher', id: otherTeacher.id },
      parent: { role: 'parent', id: parent.id },
      'other parent': { role: 'parent', id: otherParent.id },
      // Its own account: a new session of the same account would sweep the expired one.
      'expired token': { role: 'student', id: lapsed.id },
    };
    await db.insert(contactMessages).values({
      full_name: 'Matrix Visitor',
      phone_number: '0791234567',
      email: 'visitor@example.com',
      subject: 'Hello',
    });
    await db.insert(studentQuestions).values({ student_id: student.id, question: 'Why?' });

    const newToken = (caller: Caller): Promise<string | null> => {
      if (caller === 'visitor') return Promise.resolve(null);
      if (caller === 'unknown token') return Promise.resolve('x'.repeat(43));
      const days = caller === 'expired token' ? -1 : undefined;
      return createSession(db, { ...accounts[caller], ...(days ? { days } : {}) });
    };
    const tokens = new Map<Caller, string | null>();
    for (const caller of CALLERS) tokens.set(caller, await newToken(caller));
    /** The caller's session, or with `fresh` a new one, for a call that ends its session. */
    const tokenOf = async (caller: Caller, options: { fresh?: boolean } = {}) =>
      options.fresh ? newToken(caller) : (tokens.get(caller) ?? null);

    /**
     * A call as `caller` (by default with an empty JSON body where the method has one),
     * each caller from its own address so per-address limits never mix callers up.
     */
    const request = async (options: {
      method: Method;
      url: string;
      token: string | null;
      caller: Caller;
      body?: object;
      form?: Parameters<typeof multipart>[0];
    }): Promise<LightMyRequestResponse> => {
      const { method, url, token, caller, body, form } = options;
      const encoded = form ? await multipart(form) : null;
      return t.app.inject({
        method,
        url,
        remoteAddress: `10.0.0.${CALLERS.indexOf(caller) + 1}`,
        payload: encoded?.payload ?? body ?? (['POST', 'PATCH'].includes(method) ? {} : undefined),
        headers: {
          'accept-language': 'en',
          ...encoded?.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    };

    /** A PDF, a video lesson and an exam uploaded through the real routes. */
    const uploadAll = async (caller: 'teacher' | 'other teacher'): Promise<OwnUploads> => {
      const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
        const token = await tokenOf(caller);
        const response = await request({ method: 'POST', url, token, caller, form: parts });
        if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
        return response.json().data.id as number;
      };
      const pdf = { bytes: SAMPLE.pdf(), name: 'sheet.pdf', type: 'application/pdf' };
      return {
        file: await upload('/api/teacher-uploads', {
          file_name: 'Algebra',
          file_type: 'summary',
          file: pdf,
        }),
        video: await upload('/api/teacher-video-uploads', {
          lesson_title: 'Fractions',
          thumbnail: { bytes: SAMPLE.webp(), name: 'thumb.webp' },
          video_file: { bytes: SAMPLE.mp4(), name: 'lesson.mp4', type: 'video/mp4' },
        }),
        exam: await upload('/api/teacher-exam-uploads', {
          grade: 'Grade 9',
          lesson_name_ar: 'الكسور',
          lesson_name_en: 'Fractions',
          file: pdf,
        }),
      };
    };

    await makeCardBatch(t.app, { count: 2, adminId: admin.id });
    const own = await uploadAll('teacher');
    const ownClass = await classOf(db, teacher.id, student.id);
    const url = await samplePaths(
      db,
      teacher.id,
      own,
      { parent: parent.id, child: student.id },
      ownClass,
    );
    return { ...t, accounts, own, tokenOf, request, uploadAll, url };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * A class of the teacher with the student in it, a lesson assigned, due in a week, and a
 * message of the student in its chat room that the teacher reported.
 */
async function classOf(db: Database, teacherId: number, studentId: number): Promise<OwnClass> {
  const [subject] = await db.select({ id: subjects.id }).from(subjects).limit(1);
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).limit(1);
  if (!subject || !lesson) throw new Error('the demo catalogue has no subject or lesson');
  const [made] = await db
    .insert(classes)
    .values({ teacher_id: teacherId, name: 'Matrix class', subject_id: subject.id, code: 'MTRX22' })
    .returning({ id: classes.id });
  if (!made) throw new Error('class not made');
  await db.insert(classMembers).values({ class_id: made.id, student_id: studentId });
  const [work] = await db
    .insert(assignments)
    .values({
      class_id: made.id,
      item_kind: 'lesson',
      item_id: lesson.id,
      opens_at: new Date(),
      due_at: new Date(Date.now() + 7 * 24 * 3_600_000),
    })
    .returning({ id: assignments.id });
  if (!work) throw new Error('assignment not made');
  const [message] = await db
    .insert(chatMessages)
    .values({ class_id: made.id, author_student_id: studentId, body: 'Matrix message' })
    .returning({ id: chatMessages.id });
  if (!message) throw new Error('chat message not made');
  const [report] = await db
    .insert(chatReports)
    .values({
      message_id: message.id,
      reporter_teacher_id: teacherId,
      reported_body: 'Matrix message',
    })
    .returning({ id: chatReports.id });
  if (!report) throw new Error('chat report not made');
  return {
    class: made.id,
    student: studentId,
    assignment: work.id,
    message: message.id,
    report: report.id,
  };
}

export type AuthorizationKit = Awaited<ReturnType<typeof startAuthorizationKit>>;

/**
 * Every route of the OpenAPI document the app serves, as `METHOD /path/{param}`, with
 * whether the document says it needs a bearer token.
 */
export async function documentedRoutes(kit: AuthorizationKit): Promise<Map<string, boolean>> {
  const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const paths: Record<string, Record<string, { security?: unknown[] }>> = response.json().paths;
  return new Map(
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          [`${method.toUpperCase()} ${path}`, Boolean(operation.security?.length)] as const,
      ),
    ),
  );
}
