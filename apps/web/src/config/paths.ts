import { ACTIVATE_PATH, type AccountRole, JOIN_PATH, UNSUBSCRIBE_PATH } from '@madrasa/contracts';

/**
 * Every route of the app, once: `path` is the router pattern, `to()` builds a link.
 * Route patterns are spelled as docs/product.md §2 lists them (camelCase ones included).
 */
type Id = string | number;

const fixed = <P extends string>(path: P) => ({ path, to: () => path });

export const COURSE_MATERIALS = [
  'worksheets',
  'summaries',
  'book',
  'lesson',
  'exams',
  'teachers-guide',
] as const;
export type CourseMaterial = (typeof COURSE_MATERIALS)[number];

/** The exams page's search parameter naming its tab, `paper` (the default) or `computer`. */
export const EXAM_TYPE_PARAM = 'type';

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  services: fixed('/services'),
  contact: fixed('/contact'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  faqs: fixed('/faqs'),

  educationalLevel: fixed('/educational-level'),
  educationalLevelLegacy: fixed('/educationalLevel'),
  intermediate: fixed('/educational-level/intermediate'),
  highSchool: fixed('/educational-level/high-school'),
  materialsClass: {
    /** The id is optional so a bare /materialsClass reaches the page's invalid-id redirect. */
    path: '/materialsClass/:gradeId?',
    to: (gradeId: Id) => `/materialsClass/${gradeId}`,
  },
  courseContent: {
    path: '/course-content/:subjectId/:semesterId',
    to: (subjectId: Id, semesterId: Id) => `/course-content/${subjectId}/${semesterId}`,
  },
  courseMaterial: {
    path: (material: CourseMaterial) => `/course-content/:subjectId/:semesterId/${material}`,
    /** A material page of a course page (`paths.courseContent.to(…)`). */
    to: (course: string, material: CourseMaterial) => `${course}/${material}`,
  },
  /**
   * A course's exams page on its Computer-Based tab: the Paper tab is the default
   * (docs/product.md §9), so links back from a computer-based exam name the tab.
   */
  courseComputerExams: {
    to: (subjectId: Id, semesterId: Id) =>
      `/course-content/${subjectId}/${semesterId}/exams?${EXAM_TYPE_PARAM}=computer`,
  },
  courseByName: {
    path: '/course-content/:materialName',
    to: (materialName: string) => `/course-content/${encodeURIComponent(materialName)}`,
  },

  search: { path: '/search', to: (query: string) => `/search?q=${encodeURIComponent(query)}` },
  teachers: fixed('/teachers'),
  teacherDetails: { path: '/teachers-details/:id', to: (id: Id) => `/teachers-details/${id}` },
  blog: fixed('/blog'),
  blogDetails: { path: '/blogDetails/:id', to: (id: Id) => `/blogDetails/${id}` },

  computerExam: {
    path: '/computer-exams/:examId',
    to: (examId: Id) => `/computer-exams/${examId}`,
  },
  examAttempt: {
    path: '/exam-attempts/:attemptId',
    to: (attemptId: Id) => `/exam-attempts/${attemptId}`,
  },
  examReview: {
    path: '/exam-attempts/:attemptId/review',
    to: (attemptId: Id) => `/exam-attempts/${attemptId}/review`,
  },

  studentProfile: fixed('/profile/student'),
  teacherProfile: fixed('/profile/teacher'),
  /** A teacher's classes, and one class: its code, work, students and results. */
  teacherClasses: fixed('/teacher/classes'),
  teacherClass: {
    path: '/teacher/classes/:classId',
    to: (classId: Id) => `/teacher/classes/${classId}`,
  },
  /** Where a class's link and QR code lead (JOIN_PATH): the join form, filled in. */
  joinClass: fixed(JOIN_PATH),
  /** A class's chat room: its students and teacher write, a linked parent may read. */
  classChat: {
    path: '/classes/:classId/chat',
    to: (classId: Id) => `/classes/${classId}/chat`,
  },
  /** The parent's page: linked children, their progress and exam results. */
  parent: fixed('/parent'),
  parentChild: {
    path: '/parent/children/:childId',
    to: (childId: Id) => `/parent/children/${childId}`,
  },
  /**
   * Where a card's QR code leads (ACTIVATE_PATH, `?code=`); a parent's link for a child adds
   * `?student=<id>`.
   */
  activate: {
    path: ACTIVATE_PATH,
    to: (studentId?: Id) =>
      studentId === undefined ? ACTIVATE_PATH : `${ACTIVATE_PATH}?student=${studentId}`,
  },
  /** The daily digest's opt-out (`?token=`): asks before it changes anything. */
  unsubscribe: fixed(UNSUBSCRIBE_PATH),

  login: fixed('/login'),
  loginUserType: fixed('/login/user-type'),
  signup: fixed('/signup'),
  signupUserType: fixed('/signup/user-type'),
  loginStudent: fixed('/login/student'),
  loginTeacher: fixed('/login/teacher'),
  signupStudent: fixed('/signup/student'),
  signupTeacher: fixed('/signup/teacher'),
  loginParent: fixed('/login/parent'),
  signupParent: fixed('/signup/parent'),
  forgotStudent: fixed('/forgot/student'),
  forgotTeacher: fixed('/forgot/teacher'),
  forgotParent: fixed('/forgot/parent'),
  loginConfirmation: fixed('/login/conformation'),

  admin: fixed('/admin'),
} as const;

/** The own page of a role: a student's or teacher's profile, a parent's page. */
export const profilePath = (role: AccountRole): string =>
  ({
    student: paths.studentProfile.path,
    teacher: paths.teacherProfile.path,
    parent: paths.parent.path,
  })[role];

/** The login page of a role. */
export const loginPath = (role: AccountRole): string =>
  ({
    student: paths.loginStudent.path,
    teacher: paths.loginTeacher.path,
    parent: paths.loginParent.path,
  })[role];
