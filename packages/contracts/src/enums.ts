/** Enumerations of docs/product.md §3, shared by the API, the database and the web client. */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
/**
 * The cookie that carries the reader's language choice to the server, so a server-rendered
 * page arrives in it (the web client writes it beside its localStorage copy).
 */
export const LANGUAGE_COOKIE = 'lang';
/** How long the choice is kept: a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * `GET /language?to=en&back=/teachers`: sets the choice and goes back to the page. The
 * language menu links to it for readers whose browser runs no scripts.
 */
export const LANGUAGE_SWITCH_PATH = '/language';

/**
 * The roles an account can have. Students, teachers and parents sign up on the site; admins
 * are created with `npm run create-admin` and work in the console.
 */
export const ROLES = ['student', 'teacher', 'admin', 'parent'] as const;
export type Role = (typeof ROLES)[number];

/** The roles with the site's own profile screens and `/api/<role>/profile…` calls. */
export const SITE_ROLES = ['student', 'teacher'] as const satisfies readonly Role[];
export type SiteRole = (typeof SITE_ROLES)[number];

/**
 * The roles that sign up, log in, verify and reset a password on the site, each at its own
 * `/api/<role>/…` calls. Parents share those screens and calls but have no profile, so
 * they are not a SiteRole (docs/decisions.md, "Parents").
 */
export const ACCOUNT_ROLES = ['student', 'teacher', 'parent'] as const satisfies readonly Role[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Student age groups (docs/decisions.md §6). */
export const STUDENT_AGE_GROUPS = ['15-18', '19-25', '26-35', '36+'] as const;
export type StudentAgeGroup = (typeof STUDENT_AGE_GROUPS)[number];

export const SCHOOL_TYPES = ['international', 'governmental', 'private'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** A teacher's "age group taught", also called teaching level (docs/decisions.md §6). */
export const TEACHING_LEVELS = ['Primary', 'Middle School', 'High School'] as const;
export type TeachingLevel = (typeof TEACHING_LEVELS)[number];

export const SEMESTERS = ['first', 'second'] as const;
export type Semester = (typeof SEMESTERS)[number];
/** The semester tab number of the routes (1 or 2) mapped to its value. */
export const SEMESTER_BY_TAB = { 1: 'first', 2: 'second' } as const satisfies Record<
  number,
  Semester
>;

export const STUDY_PHASES = ['primary', 'middle', 'secondary'] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];

export const TEACHER_FILE_TYPES = ['summary', 'worksheet'] as const;
export type TeacherFileType = (typeof TEACHER_FILE_TYPES)[number];

export const REVIEW_PERMISSIONS = ['Allowed', 'not_Allowed'] as const;
export type ReviewPermission = (typeof REVIEW_PERMISSIONS)[number];

/** Jordan's twelve governorates, in the order of docs/product.md §9. */
export const CITIES = [
  'Amman',
  'Zarqa',
  'Irbid',
  'Balqa',
  'Madaba',
  'Aqaba',
  'Karak',
  "Ma'an",
  'Tafilah',
  'Jerash',
  'Ajloun',
  'Mafraq',
] as const;
export type City = (typeof CITIES)[number];

/**
 * What a student's progress is kept for, one row per student and item: the catalogue's
 * lesson videos and PDFs, and the videos and PDFs teachers upload.
 */
export const PROGRESS_ITEM_KINDS = [
  'lesson',
  'worksheet',
  'exam',
  'summary',
  'teacher_guide',
  'teacher_file',
  'teacher_video',
  'teacher_paper_exam',
] as const;
export type ProgressItemKind = (typeof PROGRESS_ITEM_KINDS)[number];
