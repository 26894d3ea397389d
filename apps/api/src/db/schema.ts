/**
 * The whole database: every entity of docs/product.md §3 and docs/decisions.md §4-5, one pg-core schema
 * shared by PGlite and PostgreSQL. Column names are product.md §3's field names (snake_case),
 * so rows map onto API payloads without renaming. Nothing here needs PostgreSQL > 15.
 */
import {
  type Answer,
  ASSIGNMENT_KINDS,
  type Bilingual,
  CARD_AUDIT_ACTIONS,
  CARD_SCOPES,
  DIFFICULTIES,
  type DrawRule,
  EXAM_MODES,
  GENDERS,
  NOTIFICATION_KINDS,
  PROGRESS_ITEM_KINDS,
  QUESTION_KINDS,
  REVIEW_PERMISSIONS,
  ROLES,
  SCHOOL_TYPES,
  SEMESTERS,
  STUDENT_AGE_GROUPS,
  STUDY_PHASES,
  TEACHER_FILE_TYPES,
  TEACHING_LEVELS,
  VIDEO_FAILURES,
} from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Rung } from '../lib/video/ffmpeg/plan-ladder.ts';

export const studyPhase = pgEnum('study_phase', STUDY_PHASES);
export const semester = pgEnum('semester', SEMESTERS);
export const gender = pgEnum('gender', GENDERS);
export const studentAgeGroup = pgEnum('student_age_group', STUDENT_AGE_GROUPS);
export const schoolType = pgEnum('school_type', SCHOOL_TYPES);
export const teachingLevel = pgEnum('teaching_level', TEACHING_LEVELS);
export const teacherFileType = pgEnum('teacher_file_type', TEACHER_FILE_TYPES);
export const reviewPermission = pgEnum('review_permission', REVIEW_PERMISSIONS);
/** An account's role; the SQL type keeps its first name, `user_kind`. */
export const accountRole = pgEnum('user_kind', ROLES);
export const codePurpose = pgEnum('code_purpose', ['login', 'reset']);

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const optionalTime = () => timestamp({ withTimezone: true });
/** File sizes can pass 2 GB (videos), so bigint; numbers are exact up to 8 PB. */
const fileSize = () => bigint({ mode: 'number' }).notNull();

// ── Videos (docs/decisions.md §16) ───────────────────────────────────────────

export const videoLadderState = pgEnum('video_ladder_state', [
  'queued',
  'processing',
  'ready',
  'failed',
]);

/** One rung of a ladder, made and stored: what the master playlist says of it, and its files. */
export type StoredRung = {
  rung: Rung;
  /** The media playlist's file name, relative to the ladder's folder (as the master names it). */
  playlist: string;
  /** Every stored file of the rung (playlist, init segment, segments), for deletion. */
  keys: string[];
  /** Its real bits a second (measureRung), for the master playlist. */
  measured: { bandwidth: number; averageBandwidth: number };
};

/**
 * The HLS ladder of one distinct original, found by the hash of its bytes: a video uploaded
 * twice, or the seed's three demo clips behind hundreds of lessons, is made once. Lessons
 * and teacher videos point at it; it is deleted with its files when none does any more.
 */
export const videoLadders = pgTable(
  'video_ladders',
  {
    id: serial().primaryKey(),
    /** SHA-256 of the original, hex. */
    content_hash: text().notNull().unique(),
    /** Where its files go: `videos/hls/<random>`. */
    folder: text().notNull(),
    state: videoLadderState().notNull().default('queued'),
    percent: integer().notNull().default(0),
    failure: text({ enum: VIDEO_FAILURES }),
    /** Runs begun, across restarts and retries; the job gives up after RETRY.limit + 1. */
    attempts: integer().notNull().default(0),
    width: integer(),
    height: integer(),
    duration_seconds: doublePrecision(),
    rungs: jsonb().$type<StoredRung[]>().notNull().default([]),
    master_key: text(),
    data_saver_key: text(),
    mp4_key: text(),
    poster_key: text(),
    updated_at: createdAt(),
  },
  // The file server finds a ladder by a file's folder (premium files, lib/premium/locked-keys.ts).
  (t) => [index('video_ladders_folder_idx').on(t.folder)],
);

/** What a lesson and a teacher video add to their uploaded original. */
const videoExtras = () => ({
  video_ladder_id: integer().references(() => videoLadders.id, { onDelete: 'set null' }),
  /** WebVTT captions, stored keys. */
  captions_ar: text(),
  captions_en: text(),
});

/** Captions by key, only where there are some. */
const captionIndexes = (
  table: string,
  t: { captions_ar: AnyPgColumn; captions_en: AnyPgColumn },
) => [
  index(`${table}_captions_ar_idx`).on(t.captions_ar).where(sql`${t.captions_ar} IS NOT NULL`),
  index(`${table}_captions_en_idx`).on(t.captions_en).where(sql`${t.captions_en} IS NOT NULL`),
];

// ── Catalogue ────────────────────────────────────────────────────────────────

export const grades = pgTable('grades', {
  id: serial().primaryKey(),
  name_ar: text().notNull(),
  name_en: text().notNull(),
  study_phase: studyPhase().notNull(),
  grade_key: text().notNull().unique(),
  sort_order: integer().notNull().default(0),
});

export const subjects = pgTable(
  'subjects',
  {
    id: serial().primaryKey(),
    grade_id: integer()
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    semester: semester().notNull(),
    name_ar: text().notNull(),
    name_en: text().notNull(),
    image: text(),
    sort_order: integer().notNull().default(0),
  },
  (t) => [index('subjects_grade_semester_idx').on(t.grade_id, t.semester)],
);

export const subjectUnits = pgTable(
  'subject_units',
  {
    id: serial().primaryKey(),
    subject_id: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester().notNull(),
    name_ar: text().notNull(),
    name_en: text().notNull(),
    sort_order: integer().notNull().default(0),
  },
  (t) => [index('subject_units_subject_semester_idx').on(t.subject_id, t.semester)],
);

export const unitLessons = pgTable(
  'unit_lessons',
  {
    id: serial().primaryKey(),
    unit_id: integer()
      .notNull()
      .references(() => subjectUnits.id, { onDelete: 'cascade' }),
    name_ar: text().notNull(),
    name_en: text().notNull(),
    sort_order: integer().notNull().default(0),
  },
  (t) => [index('unit_lessons_unit_idx').on(t.unit_id)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    subject_id: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester().notNull(),
    name_ar: text().notNull(),
    name_en: text().notNull(),
    image: text(),
    video_mp4: text().notNull(),
    video_size: fileSize(),
    ...videoExtras(),
    sort_order: integer().notNull().default(0),
    created_at: createdAt(),
  },
  // In the public list's order, so a page is read straight from the index (no sort).
  (t) => [
    index('lessons_subject_semester_idx').on(t.subject_id, t.semester, t.sort_order, t.id),
    index('lessons_video_ladder_idx').on(t.video_ladder_id),
    // The file server finds a premium lesson by its files (lib/premium/locked-keys.ts).
    index('lessons_video_mp4_idx').on(t.video_mp4),
    ...captionIndexes('lessons', t),
  ],
);

/** Worksheets, exams, summaries and teacher's guides share one shape: a PDF per row. */
const pdfMaterial = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: serial().primaryKey(),
      subject_id: integer()
        .notNull()
        .references(() => subjects.id, { onDelete: 'cascade' }),
      semester: semester().notNull(),
      name_ar: text().notNull(),
      name_en: text().notNull(),
      pdf_file: text().notNull(),
      original_name: text().notNull(),
      file_size: fileSize(),
      created_at: createdAt(),
    },
    (t) => [
      // In the public list's order, so a page is read straight from the index (no sort).
      index(`${name}_subject_semester_idx`).on(t.subject_id, t.semester, t.id),
      // The file server looks up a PDF's download name by its storage key.
      index(`${name}_pdf_file_idx`).on(t.pdf_file),
    ],
  );

export const worksheets = pdfMaterial('worksheets');
export const exams = pdfMaterial('exams');
export const summaries = pdfMaterial('summaries');
export const teacherGuides = pdfMaterial('teacher_guides');
export type PdfMaterialTable =
  | typeof worksheets
  | typeof exams
  | typeof summaries
  | typeof teacherGuides;

// ── Accounts ─────────────────────────────────────────────────────────────────

/**
 * The e-mail digest of notifications (modules/notifications): on by default for parents
 * only; the token signs the digest's one-click opt-out link, made when first needed.
 */
const digestSettings = (on: boolean) => ({
  email_digest: boolean().notNull().default(on),
  digest_token: text().unique(),
});

export const students = pgTable(
  'students',
  {
    id: serial().primaryKey(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    phone_number: text().notNull(),
    email: text().notNull(),
    gender: gender().notNull(),
    age_group: studentAgeGroup().notNull(),
    school_type: schoolType().notNull(),
    residence: text().notNull(),
    password_hash: text().notNull(),
    verified_at: optionalTime(),
    birthday: date({ mode: 'string' }),
    grade_id: integer().references(() => grades.id, { onDelete: 'set null' }),
    about_you: text(),
    photo: text(),
    /** Set when the student asks to delete the account; erased 7 days later unless they log in. */
    deletion_requested_at: optionalTime(),
    ...digestSettings(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('students_phone_number_key').on(t.phone_number),
    // E-mail is unique regardless of case; login looks it up with lower().
    uniqueIndex('students_email_key').on(sql`lower(${t.email})`),
    index('students_grade_idx').on(t.grade_id),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serial().primaryKey(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    phone_number: text().notNull(),
    email: text().notNull(),
    gender: gender().notNull(),
    age_group_taught: teachingLevel().notNull(),
    years_of_experience: integer().notNull().default(0),
    subject: text().notNull(),
    password_hash: text().notNull(),
    verified_at: optionalTime(),
    birthday: date({ mode: 'string' }),
    teaching_level: teachingLevel(),
    about_you: text(),
    photo: text(),
    residence: text(),
    /** Hidden teachers stay out of public lists (moderation). */
    hidden: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('teachers_phone_number_key').on(t.phone_number),
    uniqueIndex('teachers_email_key').on(sql`lower(${t.email})`),
    index('teachers_first_name_idx').on(sql`lower(${t.first_name})`),
    index('teachers_subject_idx').on(t.subject),
    index('teachers_age_group_taught_idx').on(t.age_group_taught),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    password_hash: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(sql`lower(${t.email})`)],
);

/** Parents follow their children's progress, read-only; linked only by a child's code. */
export const parents = pgTable(
  'parents',
  {
    id: serial().primaryKey(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    phone_number: text().notNull(),
    email: text().notNull(),
    password_hash: text().notNull(),
    verified_at: optionalTime(),
    ...digestSettings(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('parents_phone_number_key').on(t.phone_number),
    uniqueIndex('parents_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Who follows whom: made only by a parent entering a code the student made. */
export const parentLinks = pgTable(
  'parent_links',
  {
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parent_id, t.student_id] }),
    index('parent_links_student_idx').on(t.student_id),
  ],
);

/** A student's one-time link code for a parent: kept hashed, valid 24 hours, single use. */
export const parentLinkCodes = pgTable(
  'parent_link_codes',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    code_hash: text().notNull().unique(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [index('parent_link_codes_student_idx').on(t.student_id)],
);

/**
 * The one-time code guarding the first-run setup at /admin while no admin exists: one row,
 * made by the first start without an admin and removed when the first admin is created.
 * In the database so every instance prints and accepts the same code.
 */
export const firstRunSetup = pgTable(
  'first_run_setup',
  {
    id: integer().primaryKey().default(1),
    code: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [check('first_run_setup_one_row', sql`${t.id} = 1`)],
);

/** Bearer sessions of accounts of every role; only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    role: accountRole('user_kind').notNull(),
    user_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.role, t.user_id)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    role: accountRole('user_kind').notNull(),
    user_id: integer().notNull(),
    purpose: codePurpose().notNull(),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumed_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.role, t.user_id, t.purpose)],
);

/** Issued by a valid reset code; lets one password reset for that phone within minutes. */
export const resetGrants = pgTable(
  'reset_grants',
  {
    id: serial().primaryKey(),
    role: accountRole('user_kind').notNull(),
    user_id: integer().notNull(),
    phone_number: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [index('reset_grants_phone_idx').on(t.role, t.phone_number)],
);

// ── Teachers' content and reviews ────────────────────────────────────────────

const teacherId = () =>
  integer()
    .notNull()
    .references(() => teachers.id, { onDelete: 'cascade' });

export const teacherEvaluations = pgTable(
  'teacher_evaluations',
  {
    id: serial().primaryKey(),
    teacher_id: teacherId(),
    full_name: text().notNull(),
    email: text().notNull(),
    comment: text().notNull(),
    permissions_to_publish: reviewPermission().notNull().default('not_Allowed'),
    created_at: createdAt(),
  },
  (t) => [
    index('teacher_evaluations_published_idx').on(t.permissions_to_publish, t.teacher_id),
    index('teacher_evaluations_teacher_idx').on(t.teacher_id),
  ],
);

export const teacherFiles = pgTable(
  'teacher_files',
  {
    id: serial().primaryKey(),
    teacher_id: teacherId(),
    file_name: text().notNull(),
    file_path: text().notNull(),
    file_type: teacherFileType().notNull(),
    original_name: text().notNull(),
    file_size: fileSize(),
    hidden: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('teacher_files_teacher_idx').on(t.teacher_id),
    index('teacher_files_file_path_idx').on(t.file_path),
  ],
);

export const teacherVideoLessons = pgTable(
  'teacher_video_lessons',
  {
    id: serial().primaryKey(),
    teacher_id: teacherId(),
    lesson_title: text().notNull(),
    thumbnail_path: text().notNull(),
    video_path: text().notNull(),
    file_size: fileSize(),
    ...videoExtras(),
    hidden: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('teacher_video_lessons_teacher_idx').on(t.teacher_id),
    index('teacher_video_lessons_video_ladder_idx').on(t.video_ladder_id),
    // The file server finds a premium video by its files (lib/premium/locked-keys.ts).
    index('teacher_video_lessons_video_path_idx').on(t.video_path),
    ...captionIndexes('teacher_video_lessons', t),
  ],
);

export const teacherPaperExams = pgTable(
  'teacher_paper_exams',
  {
    id: serial().primaryKey(),
    teacher_id: teacherId(),
    file_name: text().notNull(),
    grade: text().notNull(),
    lesson_name_ar: text().notNull(),
    lesson_name_en: text().notNull(),
    file_path: text().notNull(),
    original_name: text().notNull(),
    file_size: fileSize(),
    hidden: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('teacher_paper_exams_teacher_idx').on(t.teacher_id),
    index('teacher_paper_exams_file_path_idx').on(t.file_path),
  ],
);

// ── Site content and inbox ───────────────────────────────────────────────────

export const blogs = pgTable(
  'blogs',
  {
    id: serial().primaryKey(),
    image: text(),
    title_ar: text().notNull(),
    title_en: text().notNull(),
    topic_ar: text().notNull(),
    topic_en: text().notNull(),
    content_ar: text().notNull(),
    content_en: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('blogs_created_at_idx').on(t.created_at, t.id)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    full_name: text().notNull(),
    phone_number: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text(),
    handled_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.created_at, t.id)],
);

export const studentQuestions = pgTable(
  'student_questions',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answered_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [
    index('student_questions_student_idx').on(t.student_id),
    index('student_questions_created_at_idx').on(t.created_at, t.id),
  ],
);

// ── Computer-based exams ─────────────────────────────────────────────────────

export const questionKind = pgEnum('question_kind', QUESTION_KINDS);
export const difficulty = pgEnum('difficulty', DIFFICULTIES);
export const examMode = pgEnum('exam_mode', EXAM_MODES);

/**
 * The question bank. Options are `{ ar, en }` pairs (one language may be empty); the answer
 * is the right options' indexes or, for numeric questions, a value and its tolerance.
 * Authored by an editor (teacher_id null) or a teacher.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial().primaryKey(),
    subject_id: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester().notNull(),
    unit_id: integer().references(() => subjectUnits.id, { onDelete: 'set null' }),
    difficulty: difficulty().notNull().default('medium'),
    kind: questionKind().notNull(),
    stem_ar: text().notNull().default(''),
    stem_en: text().notNull().default(''),
    options: jsonb().$type<Bilingual[]>().notNull().default([]),
    correct_options: integer().array().notNull().default(sql`'{}'::integer[]`),
    numeric_answer: doublePrecision(),
    numeric_tolerance: doublePrecision().notNull().default(0),
    explanation_ar: text().notNull().default(''),
    explanation_en: text().notNull().default(''),
    image_path: text(),
    marks: integer().notNull().default(1),
    teacher_id: integer().references(() => teachers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [index('exam_questions_subject_idx').on(t.subject_id, t.semester)],
);

/** Computer-based exams (the PDF papers are `exams`). */
export const computerExams = pgTable(
  'computer_exams',
  {
    id: serial().primaryKey(),
    subject_id: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester().notNull(),
    title_ar: text().notNull().default(''),
    title_en: text().notNull().default(''),
    duration_minutes: integer().notNull(),
    min_minutes: integer(),
    max_minutes: integer(),
    passing_percent: integer().notNull().default(50),
    attempts_allowed: integer(),
    published: boolean().notNull().default(false),
    /** A random draw from the author's bank per attempt; null: the fixed list of items. */
    draw: jsonb().$type<DrawRule[]>(),
    teacher_id: integer().references(() => teachers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    index('computer_exams_subject_idx').on(t.subject_id, t.semester),
    index('computer_exams_teacher_idx').on(t.teacher_id),
  ],
);

/** A fixed exam's questions, in order. */
export const computerExamItems = pgTable(
  'computer_exam_items',
  {
    exam_id: integer()
      .notNull()
      .references(() => computerExams.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.exam_id, t.position] })],
);

/** One sitting of an exam; the server's clock owns `deadline_at`. Figures set at submission. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial().primaryKey(),
    exam_id: integer()
      .notNull()
      .references(() => computerExams.id, { onDelete: 'cascade' }),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    mode: examMode().notNull(),
    minutes: integer().notNull(),
    started_at: createdAt(),
    deadline_at: timestamp({ withTimezone: true }).notNull(),
    submitted_at: optionalTime(),
    marks_obtained: doublePrecision(),
    marks_total: doublePrecision(),
    correct: integer(),
    incorrect: integer(),
    unanswered: integer(),
    percent: integer(),
    passed: boolean(),
  },
  (t) => [
    index('exam_attempts_student_idx').on(t.student_id, t.exam_id),
    index('exam_attempts_open_idx').on(t.deadline_at).where(sql`${t.submitted_at} IS NULL`),
  ],
);

/** One row per attempt and question, made at the start and updated as answers come. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attempt_id: integer()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    question_id: integer()
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    answer: jsonb().$type<Answer>(),
    correct: boolean(),
    answered_at: optionalTime(),
  },
  (t) => [primaryKey({ columns: [t.attempt_id, t.position] })],
);

// ── Learning progress ────────────────────────────────────────────────────────

export const progressItemKind = pgEnum('progress_item_kind', PROGRESS_ITEM_KINDS);

/**
 * One row per student and item, upserted by every save (never one row per event). Items
 * are of several tables, so `item_id` has no foreign key: reads join the item's table and
 * skip rows whose item is gone. `subject_id`/`semester` are copied from the item so a
 * subject's progress is one indexed read; teachers' uploads have none.
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    item_kind: progressItemKind().notNull(),
    item_id: integer().notNull(),
    subject_id: integer().references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester(),
    /** Videos: where the student stopped and how long the video is, in seconds. */
    position_seconds: doublePrecision().notNull().default(0),
    duration_seconds: doublePrecision(),
    /** A video watched to 90 %, a PDF opened or downloaded. */
    completed_at: optionalTime(),
    first_seen_at: createdAt(),
    updated_at: createdAt(),
    /**
     * When the student was at `position_seconds` (a save made offline says when, by the
     * device's clock): an older save arriving later leaves the position alone.
     */
    position_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.item_kind, t.item_id] }),
    index('learning_progress_subject_idx').on(t.student_id, t.subject_id, t.semester),
    index('learning_progress_recent_idx').on(t.student_id, t.updated_at),
    index('learning_progress_item_idx').on(t.item_kind, t.item_id),
  ],
);

/** Seconds of study per student and day (videos playing), for "time spent this week". */
export const studyTime = pgTable(
  'study_time',
  {
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    seconds: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.day] })],
);

/**
 * The saves (`save_id`, made by the client) already applied, so a queue sending one again
 * changes nothing. Written in the statement that applies the save; older than
 * SAVE_RECEIPT_DAYS (modules/progress) they are pruned: a save that old is refused anyway.
 */
export const progressSaveReceipts = pgTable(
  'progress_save_receipts',
  {
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    save_id: uuid().notNull(),
    received_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.save_id] }),
    index('progress_save_receipts_received_idx').on(t.received_at),
  ],
);

// ── Classes, assignments and notifications (docs/decisions.md §18) ──────────

/** A teacher's class; `code` is what students join with (contracts' CLASS_CODE). */
export const classes = pgTable(
  'classes',
  {
    id: serial().primaryKey(),
    teacher_id: integer()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /**
     * A catalogue subject, which names the grade. An editor deleting the subject leaves the
     * class, its members and results in place, without a subject.
     */
    subject_id: integer().references(() => subjects.id, { onDelete: 'set null' }),
    section: text().notNull().default(''),
    code: text().notNull(),
    /** Archived at the year's end: read-only, out of students' lists, no code. */
    archived_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('classes_code_key').on(t.code),
    index('classes_teacher_idx').on(t.teacher_id),
  ],
);

/** Who is in a class: made only by the student entering the class's code. */
export const classMembers = pgTable(
  'class_members',
  {
    class_id: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    joined_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.class_id, t.student_id] }),
    index('class_members_student_idx').on(t.student_id),
  ],
);

export const assignmentKind = pgEnum('assignment_kind', ASSIGNMENT_KINDS);

/**
 * Work given to a class. The item is of several tables (as in learning_progress), so
 * `item_id` has no foreign key; reads skip an assignment whose item is gone. Whether a
 * student did it is read from learning_progress and exam_attempts, never stored here.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial().primaryKey(),
    class_id: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    item_kind: assignmentKind().notNull(),
    item_id: integer().notNull(),
    opens_at: timestamp({ withTimezone: true }).notNull(),
    due_at: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull().default(''),
    /** An exam counts only the attempts started between opens_at and due_at. */
    window_only: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('assignments_class_idx').on(t.class_id, t.due_at),
    index('assignments_due_idx').on(t.due_at),
    check('assignments_due_after_open', sql`${t.due_at} > ${t.opens_at}`),
  ],
);

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * One line of a student's or a parent's bell (exactly one recipient is set). `student_id`
 * is the student it is about: the recipient, or a parent's child. `dedupe_key` makes the
 * jobs that write them safe to run again: one line per recipient and key.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    recipient_student_id: integer().references(() => students.id, { onDelete: 'cascade' }),
    recipient_parent_id: integer().references(() => parents.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    assignment_id: integer().references(() => assignments.id, { onDelete: 'cascade' }),
    attempt_id: integer().references(() => examAttempts.id, { onDelete: 'cascade' }),
    dedupe_key: text().notNull(),
    read_at: optionalTime(),
    /** Sent in an e-mail digest (or passed over: digest off when it was due). */
    digested_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'notifications_one_recipient',
      sql`(${t.recipient_student_id} IS NULL) <> (${t.recipient_parent_id} IS NULL)`,
    ),
    uniqueIndex('notifications_student_key')
      .on(t.recipient_student_id, t.dedupe_key)
      .where(sql`${t.recipient_student_id} IS NOT NULL`),
    uniqueIndex('notifications_parent_key')
      .on(t.recipient_parent_id, t.dedupe_key)
      .where(sql`${t.recipient_parent_id} IS NOT NULL`),
    index('notifications_student_recent_idx').on(t.recipient_student_id, t.created_at),
    index('notifications_parent_recent_idx').on(t.recipient_parent_id, t.created_at),
    index('notifications_undigested_idx').on(t.created_at).where(sql`${t.digested_at} IS NULL`),
  ],
);

// ── Chat rooms (docs/decisions.md §20) ──────────────────────────────────────

/** Who deleted a message: its author, or the class's teacher. */
export const chatDeletedBy = pgEnum('chat_deleted_by', ['author', 'teacher']);

/**
 * A message of a class's room. Its author is a student or the class's teacher (exactly one
 * set); it goes with the class and with its author's account. A deleted message keeps its
 * place with its text erased. Kept CHAT_RETENTION_DAYS, then deleted by a daily job.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    class_id: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    author_student_id: integer().references(() => students.id, { onDelete: 'cascade' }),
    author_teacher_id: integer().references(() => teachers.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    reply_to_id: integer().references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    deleted_at: optionalTime(),
    deleted_by: chatDeletedBy(),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'chat_messages_one_author',
      sql`(${t.author_student_id} IS NULL) <> (${t.author_teacher_id} IS NULL)`,
    ),
    // A room's pages and catch-ups are read by id within the class.
    index('chat_messages_class_idx').on(t.class_id, t.id),
    index('chat_messages_created_idx').on(t.created_at),
    index('chat_messages_student_idx').on(t.author_student_id, t.created_at),
    index('chat_messages_teacher_idx').on(t.author_teacher_id, t.created_at),
    index('chat_messages_reply_idx').on(t.reply_to_id),
  ],
);

/** A room's open hours in Amman time ('HH:MM'); no row or nulls: always open. */
export const chatRooms = pgTable('chat_rooms', {
  class_id: integer()
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  open_from: text(),
  open_until: text(),
  updated_at: createdAt(),
});

/** A student the teacher muted in a room until a time. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    class_id: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    until: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.class_id, t.student_id] }),
    index('chat_mutes_student_idx').on(t.student_id),
  ],
);

/**
 * A member's report of a message, for the class's teacher and the editors. The text is
 * kept as reported, so a message deleted since can still be judged; the report goes with
 * the message (its class, its author, the retention job).
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial().primaryKey(),
    message_id: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporter_student_id: integer().references(() => students.id, { onDelete: 'cascade' }),
    reporter_teacher_id: integer().references(() => teachers.id, { onDelete: 'cascade' }),
    reason: text().notNull().default(''),
    reported_body: text().notNull(),
    resolved_at: optionalTime(),
    resolved_by: integer().references(() => admins.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'chat_reports_one_reporter',
      sql`(${t.reporter_student_id} IS NULL) <> (${t.reporter_teacher_id} IS NULL)`,
    ),
    uniqueIndex('chat_reports_student_key').on(t.message_id, t.reporter_student_id),
    uniqueIndex('chat_reports_teacher_key').on(t.message_id, t.reporter_teacher_id),
    index('chat_reports_open_idx').on(t.created_at).where(sql`${t.resolved_at} IS NULL`),
    index('chat_reports_student_idx').on(t.reporter_student_id),
    index('chat_reports_teacher_idx').on(t.reporter_teacher_id),
  ],
);

// ── Premium courses and activation cards (docs/decisions.md §21) ────────────

/**
 * A course an editor marked premium: one subject in one semester, or one teacher's course
 * (exactly one of the two set). Everything else is free.
 */
export const premiumCourses = pgTable(
  'premium_courses',
  {
    id: serial().primaryKey(),
    subject_id: integer().references(() => subjects.id, { onDelete: 'cascade' }),
    semester: semester(),
    teacher_id: integer().references(() => teachers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'premium_courses_one_target',
      sql`(${t.subject_id} IS NOT NULL AND ${t.semester} IS NOT NULL AND ${t.teacher_id} IS NULL)
        OR (${t.subject_id} IS NULL AND ${t.semester} IS NULL AND ${t.teacher_id} IS NOT NULL)`,
    ),
    uniqueIndex('premium_courses_subject_key')
      .on(t.subject_id, t.semester)
      .where(sql`${t.subject_id} IS NOT NULL`),
    uniqueIndex('premium_courses_teacher_key')
      .on(t.teacher_id)
      .where(sql`${t.teacher_id} IS NOT NULL`),
  ],
);

export const premiumItemKind = pgEnum('premium_item_kind', ASSIGNMENT_KINDS);

/**
 * The free previews an editor picked in a premium course. A course with none has its first
 * lesson (a teacher's course: its first video) free. The item is of several tables, so no
 * foreign key; a preview whose item is gone opens nothing.
 */
export const premiumPreviews = pgTable(
  'premium_previews',
  {
    course_id: integer()
      .notNull()
      .references(() => premiumCourses.id, { onDelete: 'cascade' }),
    item_kind: premiumItemKind().notNull(),
    item_id: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.course_id, t.item_kind, t.item_id] })],
);

export const cardScope = pgEnum('card_scope', CARD_SCOPES);

/**
 * A batch of printed cards, for one distributor or bookshop. Its cards' codes are derived
 * from CARD_SECRET and the card's serial (never stored), so the sheet can be printed again;
 * the database keeps only their keyed hashes. A course in use by a batch stays premium.
 */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: serial().primaryKey(),
    scope: cardScope().notNull(),
    course_id: integer().references(() => premiumCourses.id, { onDelete: 'restrict' }),
    grade_id: integer().references(() => grades.id, { onDelete: 'restrict' }),
    days: integer().notNull(),
    card_count: integer().notNull(),
    distributor: text().notNull(),
    price_fils: integer().notNull(),
    /** The last moment a card of the batch can be activated (end of that day, Amman time). */
    valid_until: timestamp({ withTimezone: true }).notNull(),
    created_by: integer().references(() => admins.id, { onDelete: 'set null' }),
    voided_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'card_batches_scope_target',
      sql`(${t.scope} = 'course') = (${t.course_id} IS NOT NULL)
        AND (${t.scope} = 'grade') = (${t.grade_id} IS NOT NULL)`,
    ),
    index('card_batches_distributor_idx').on(t.distributor),
    index('card_batches_course_idx').on(t.course_id),
  ],
);

/**
 * One card. `code_hash`: HMAC-SHA-256 of its code under a key derived from CARD_SECRET, so
 * a leaked database gives no usable code. Activated at most once: the redeeming UPDATE is
 * conditional on `activated_at IS NULL`, so of two at once exactly one wins.
 */
export const activationCards = pgTable(
  'activation_cards',
  {
    id: serial().primaryKey(),
    batch_id: integer()
      .notNull()
      .references(() => cardBatches.id, { onDelete: 'cascade' }),
    serial: integer().notNull(),
    code_hash: text().notNull(),
    activated_at: optionalTime(),
    /** The student it unlocked for; null once that account is deleted (the card stays used). */
    student_id: integer().references(() => students.id, { onDelete: 'set null' }),
    /** A parent who activated it for their child. */
    parent_id: integer().references(() => parents.id, { onDelete: 'set null' }),
    voided_at: optionalTime(),
  },
  (t) => [
    uniqueIndex('activation_cards_code_key').on(t.code_hash),
    uniqueIndex('activation_cards_serial_key').on(t.batch_id, t.serial),
    index('activation_cards_student_idx').on(t.student_id),
  ],
);

export const entitlementSource = pgEnum('entitlement_source', ['card']);

/**
 * What a student may open, and until when, kept apart from how it was obtained
 * (`source` and its reference: a card today, a payment later). Every content check reads
 * only this table.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    scope: cardScope().notNull(),
    course_id: integer().references(() => premiumCourses.id, { onDelete: 'restrict' }),
    grade_id: integer().references(() => grades.id, { onDelete: 'restrict' }),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    source: entitlementSource().notNull(),
    card_id: integer().references(() => activationCards.id, { onDelete: 'set null' }),
    /** The e-mail reminder a week before the end went out. */
    reminded_at: optionalTime(),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'entitlements_scope_target',
      sql`(${t.scope} = 'course') = (${t.course_id} IS NOT NULL)
        AND (${t.scope} = 'grade') = (${t.grade_id} IS NOT NULL)`,
    ),
    index('entitlements_student_idx').on(t.student_id, t.ends_at),
    index('entitlements_course_idx').on(t.course_id),
    index('entitlements_ends_idx').on(t.ends_at).where(sql`${t.reminded_at} IS NULL`),
  ],
);

export const cardAuditAction = pgEnum('card_audit_action', CARD_AUDIT_ACTIONS);

/**
 * Who created, exported, voided and redeemed what. Kept when the batch is voided; the actor
 * is cleared (not the line) when their account is deleted.
 */
export const cardAudit = pgTable(
  'card_audit',
  {
    id: serial().primaryKey(),
    at: createdAt(),
    action: cardAuditAction().notNull(),
    actor_role: accountRole(),
    actor_id: integer(),
    batch_id: integer()
      .notNull()
      .references(() => cardBatches.id, { onDelete: 'cascade' }),
    card_id: integer().references(() => activationCards.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('card_audit_batch_idx').on(t.batch_id, t.id),
    index('card_audit_actor_idx').on(t.actor_role, t.actor_id),
  ],
);

// ── Search ───────────────────────────────────────────────────────────────────

export const SEARCH_KINDS = ['subject', 'lesson', 'material', 'teacher', 'post', 'exam'] as const;

/**
 * Everything public that search finds, one row each, brought up to date from the tables
 * above after every change (modules/search). `norm_*` hold contracts' searchForm of the texts, so
 * matching ignores tashkeel, alef forms, digits and case; the lexicon below makes it typo
 * tolerant.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial().primaryKey(),
    kind: text({ enum: SEARCH_KINDS }).notNull(),
    /** What it is within its kind: worksheet, summary, video lesson… */
    subkind: text().notNull().default(''),
    ref_id: integer().notNull(),
    title_ar: text().notNull(),
    title_en: text().notNull(),
    /** Where it lives, for the result's path line and link. */
    grade_id: integer(),
    subject_id: integer(),
    semester: semester(),
    link: text().notNull(),
    /** The text searched besides the title (a PDF's text, a post's content), as written. */
    body: text().notNull().default(''),
    /** The stored PDF whose text is the body, filled in when its extraction is done. */
    pdf_key: text(),
    /** Where it lives and what else names it (grade with its number, subject, unit), searched form. */
    context: text().notNull().default(''),
    norm_title: text().notNull(),
    /** The body in searched form, then the context. */
    norm_body: text().notNull().default(''),
    /** The distinct words of norm_title and norm_body, for the GIN lookups. */
    title_words: text().array().notNull().default(sql`'{}'::text[]`),
    body_words: text().array().notNull().default(sql`'{}'::text[]`),
    /** A hash of the fields above: an upkeep run rewrites only the rows whose hash changed. */
    digest: text().notNull().default(''),
  },
  (t) => [
    // What a row stands for: the upkeep's diff matches the catalogue to the index by it.
    uniqueIndex('search_documents_key_idx').on(t.kind, t.subkind, t.ref_id),
    // Without a pending list (fastupdate): the rebuild pays for its inserts at once, rather
    // than every query scanning thousands of unsorted entries until a vacuum merges them.
    index('search_documents_title_words_idx')
      .using('gin', t.title_words)
      .with({ fastupdate: 'off' }),
    index('search_documents_body_words_idx').using('gin', t.body_words).with({ fastupdate: 'off' }),
    index('search_documents_pdf_key_idx').on(t.pdf_key),
    // A query naming a grade reads that grade's documents (search.ts, gradeFirst).
    index('search_documents_grade_idx').on(t.grade_id, t.kind),
  ],
);

/**
 * Every distinct word of the index, in searched form: a query's words are matched here
 * (trigram similarity for typos, prefix while typing), then looked up in the documents'
 * word arrays. The lexicon stays small however many documents share its words.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    /**
     * How many titles and texts hold the word, moved by every change to the documents: a
     * word common in titles is looked up another way (`search_query`, migration 0008), and
     * a word that neither counts any more leaves the lexicon.
     */
    title_docs: integer().notNull().default(0),
    body_docs: integer().notNull().default(0),
  },
  (t) => [
    // No pending list here either (see search_documents): the embedded database has no
    // autovacuum to merge one, and every typo lookup scanned it (300 ms at 100x data).
    index('search_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/** When the last rebuild of the index began reading: requests older than it are covered. */
export const searchIndexState = pgTable('search_index_state', {
  id: integer().primaryKey().default(1),
  built_from: timestamp({ withTimezone: true }).notNull(),
});

/** The text of a stored PDF, extracted by a background job; keyed by its storage key. */
export const pdfTexts = pgTable('pdf_texts', {
  storage_key: text().primaryKey(),
  text: text().notNull().default(''),
  /** null while waiting; set once extracted (or given up on: text stays empty). */
  extracted_at: optionalTime(),
  failed: boolean().notNull().default(false),
});

// ── Background jobs of the embedded database ─────────────────────────────────

export const backgroundJobState = pgEnum('background_job_state', ['waiting', 'active', 'failed']);

/**
 * The job queue of the embedded default (lib/jobs/in-process-jobs.ts), kept here so a job
 * survives a restart: a video left half-made is made again. On PostgreSQL, pg-boss keeps
 * its own tables and this one stays empty.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial().primaryKey(),
    queue: text().notNull(),
    data: jsonb().$type<object>().notNull(),
    singleton_key: text(),
    state: backgroundJobState().notNull().default('waiting'),
    run_after: createdAt(),
    /** Failed runs so far. */
    attempt: integer().notNull().default(0),
    last_error: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.state, t.run_after),
    // One waiting or running job per key; a failed one does not block sending it again.
    uniqueIndex('background_jobs_singleton_idx')
      .on(t.queue, t.singleton_key)
      .where(sql`${t.state} <> 'failed'`),
  ],
);
