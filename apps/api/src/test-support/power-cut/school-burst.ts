import { canonicalPhone, cleanName } from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  computerExams,
  examAnswers,
  learningProgress,
  lessons,
  students,
} from '../../db/schema.ts';
import type { TestApp } from '../build-test-app.ts';
import { createStudent } from '../factories.ts';
import { profileTestKit } from '../kits/profile-test-kit.ts';

/** A write the app answered 2xx, as the power-cut test checks it afterwards. */
export type AnsweredWrite =
  | { kind: 'signup'; email: string; firstName: string; lastName: string; phone: string | null }
  | { kind: 'answer'; attemptId: number; position: number; answer: object }
  | { kind: 'progress'; studentId: number; lessonId: number; position: number };

/** One request of the burst; null for the server's own work, which answers nobody. */
export type BurstRequest = () => Promise<AnsweredWrite | null>;

const SIGN_UPS = 15;
const STUDENTS = 5;
const LESSONS = 3;

/**
 * A school's writes for the seeded app, ready to send in any order: students signing up,
 * students in a running exam saving each answer, and saving where they are in lessons.
 * PGlite has no checkpointer of its own, so a checkpoint and a WAL switch among them bring
 * data-file syncs, the control file and a new WAL segment into the burst too.
 */
export async function prepareSchoolBurst(t: TestApp): Promise<BurstRequest[]> {
  const kit = profileTestKit(t);
  const db = t.app.db;
  const [exam] = await db
    .select({ id: computerExams.id })
    .from(computerExams)
    .where(eq(computerExams.title_en, 'Quiz: derivatives and integrals'));
  const lessonIds = (await db.select({ id: lessons.id }).from(lessons).limit(LESSONS)).map(
    (row) => row.id,
  );
  if (!exam || lessonIds.length < LESSONS) throw new Error('the seed has no exam or lessons');

  const burst: BurstRequest[] = [];
  for (let i = 0; i < SIGN_UPS; i += 1) {
    const n = String(i).padStart(4, '0');
    const payload = {
      first_name: 'لَيْلى',
      last_name: i % 2 ? 'الحَدّاد' : 'عبدُ الله',
      phone_number: i % 2 ? `0791${n}00` : `+96278${n}000`,
      email: `layla.power.cut.${n}@example.com`,
      password: 'secret123',
      password_confirmation: 'secret123',
      gender: 'female',
      age_group: '15-18',
      school_type: 'governmental',
      residence: 'إربد',
    };
    burst.push(async () => {
      succeeded(await kit.postJson('/api/student/register', payload), 'sign-up');
      return {
        kind: 'signup',
        email: payload.email,
        firstName: cleanName(payload.first_name),
        lastName: cleanName(payload.last_name),
        phone: canonicalPhone(payload.phone_number),
      };
    });
  }
  for (let s = 0; s < STUDENTS; s += 1) {
    const student = await createStudent(db);
    const token = await kit.signIn('student', student.id);
    const started = await kit.postJson(
      `/api/computer-exams/${exam.id}/attempts`,
      { mode: 'regular', minutes: 30 },
      token,
    );
    const attempt: { id: number; questions: { kind: string }[] } = succeeded(
      started,
      'exam start',
    ).json().data;
    attempt.questions.forEach(({ kind }, index) => {
      const position = index + 1;
      const answer = kind === 'numeric' ? { value: s + position / 10 } : { options: [0] };
      burst.push(async () => {
        const saved = await t.app.inject({
          method: 'PUT',
          url: `/api/exam-attempts/${attempt.id}/answers/${position}`,
          payload: { answer },
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        });
        succeeded(saved, 'answer');
        return { kind: 'answer', attemptId: attempt.id, position, answer };
      });
    });
    lessonIds.forEach((lessonId, l) => {
      const position = 30 + 7 * s + l;
      const body = { position_seconds: position, duration_seconds: 600, played_seconds: 10 };
      burst.push(async () => {
        const url = `/api/student/progress/videos/lesson/${lessonId}`;
        succeeded(await kit.postJson(url, body, token), 'progress save');
        return { kind: 'progress', studentId: student.id, lessonId, position };
      });
    });
  }
  const serverWork = (statement: ReturnType<typeof sql>) => async () => {
    await db.execute(statement);
    return null;
  };
  burst.push(serverWork(sql`CHECKPOINT`), serverWork(sql`SELECT pg_switch_wal()`));
  return burst;
}

/** Every write of the burst must be answered 2xx, or there is nothing to check. */
function succeeded<R extends { statusCode: number; body: string }>(response: R, what: string): R {
  if (response.statusCode >= 300) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return response;
}

/** The answered writes the database lacks, one line each. */
export async function missingWrites(db: Database, answered: AnsweredWrite[]): Promise<string[]> {
  // Small tables: read whole, then each write looked up by its line.
  const stored = new Set([
    ...(await db.select().from(students)).map(
      (row) => `signup ${row.email} ${row.first_name} ${row.last_name} ${row.phone_number}`,
    ),
    ...(await db.select().from(examAnswers)).map(
      (row) => `answer ${row.attempt_id}/${row.position} ${JSON.stringify(row.answer)}`,
    ),
    ...(await db.select().from(learningProgress)).map(
      (row) => `progress ${row.student_id} ${row.item_kind} ${row.item_id} ${row.position_seconds}`,
    ),
  ]);
  return answered
    .map((write) =>
      write.kind === 'signup'
        ? `signup ${write.email} ${write.firstName} ${write.lastName} ${write.phone}`
        : write.kind === 'answer'
          ? `answer ${write.attemptId}/${write.position} ${JSON.stringify(write.answer)}`
          : `progress ${write.studentId} lesson ${write.lessonId} ${write.position}`,
    )
    .filter((line) => !stored.has(line));
}
