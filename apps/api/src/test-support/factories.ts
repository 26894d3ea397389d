import type { Semester } from '@madrasa/contracts';
import type { Database } from '../db/client.ts';
import {
  computerExams,
  grades,
  lessons,
  parents,
  students,
  subjects,
  teacherEvaluations,
  teachers,
} from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';

/** The password of every account a factory makes. */
export const TEST_PASSWORD = 'Password#123';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
};

// Hashing is deliberately slow; one hash serves every factory-made account.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createGrade(db: Database, overrides: Insert<typeof grades> = {}) {
  const n = next();
  const [row] = await db
    .insert(grades)
    .values({
      name_ar: `صف ${n}`,
      name_en: `Grade ${n}`,
      study_phase: 'middle',
      grade_key: `test-grade-${n}`,
      sort_order: 100,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('grade not created');
  return row;
}

export async function createSubject(
  db: Database,
  overrides: Insert<typeof subjects> & { semester?: Semester } = {},
) {
  const grade_id = overrides.grade_id ?? (await createGrade(db)).id;
  const n = next();
  const [row] = await db
    .insert(subjects)
    .values({
      grade_id,
      semester: 'first',
      name_ar: `مادة ${n}`,
      name_en: `Subject ${n}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('subject not created');
  return row;
}

/** A student; verified unless `verified_at: null` is passed. */
export async function createStudent(db: Database, overrides: Insert<typeof students> = {}) {
  const n = next();
  const [row] = await db
    .insert(students)
    .values({
      first_name: 'Test',
      last_name: 'Student',
      phone_number: `+96277${n.slice(1)}`,
      email: `student${n}@example.com`,
      gender: 'female',
      age_group: '15-18',
      school_type: 'governmental',
      residence: 'Amman',
      password_hash: await testPasswordHash(),
      verified_at: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('student not created');
  return row;
}

/** A teacher; verified unless `verified_at: null` is passed. */
export async function createTeacher(db: Database, overrides: Insert<typeof teachers> = {}) {
  const n = next();
  const [row] = await db
    .insert(teachers)
    .values({
      first_name: 'Test',
      last_name: 'Teacher',
      phone_number: `+96278${n.slice(1)}`,
      email: `teacher${n}@example.com`,
      gender: 'male',
      age_group_taught: 'High School',
      years_of_experience: 5,
      subject: 'Mathematics',
      password_hash: await testPasswordHash(),
      verified_at: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('teacher not created');
  return row;
}

/** A parent; verified unless `verified_at: null` is passed. */
export async function createParent(db: Database, overrides: Insert<typeof parents> = {}) {
  const n = next();
  const [row] = await db
    .insert(parents)
    .values({
      first_name: 'Test',
      last_name: 'Parent',
      phone_number: `+96279${n.slice(1)}`,
      email: `parent${n}@example.com`,
      password_hash: await testPasswordHash(),
      verified_at: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('parent not created');
  return row;
}

export async function createReview(
  db: Database,
  overrides: Insert<typeof teacherEvaluations> & { teacher_id: number },
) {
  const n = next();
  const [row] = await db
    .insert(teacherEvaluations)
    .values({
      full_name: `Reviewer ${n}`,
      email: `reviewer${n}@example.com`,
      comment: 'A helpful teacher.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('review not created');
  return row;
}

/** A catalogue lesson video, "Fractions" unless named. */
export async function createLesson(
  db: Database,
  overrides: Insert<typeof lessons> & { subject_id: number },
) {
  const [row] = await db
    .insert(lessons)
    .values({
      semester: 'first',
      name_ar: 'الكسور',
      name_en: 'Fractions',
      video_mp4: 'lessons/v.mp4',
      video_size: 1,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('lesson not created');
  return row;
}

/** A published computer-based exam, "Fractions quiz" unless named. */
export async function createComputerExam(
  db: Database,
  overrides: Insert<typeof computerExams> & { subject_id: number },
) {
  const [row] = await db
    .insert(computerExams)
    .values({
      semester: 'first',
      title_ar: 'اختبار الكسور',
      title_en: 'Fractions quiz',
      duration_minutes: 20,
      published: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('exam not created');
  return row;
}
