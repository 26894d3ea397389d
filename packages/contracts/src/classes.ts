import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import { SEMESTERS } from './enums.ts';
import { successEnvelope } from './envelope.ts';
import { FILE_KINDS, VIDEO_KINDS } from './progress.ts';
import { idParam } from './validation.ts';

/**
 * Classes and assignments (docs/decisions.md "Classes"). A teacher owns classes; students
 * join with the class's code; an assignment's status for a student is read from what
 * progress and exams already record, never stored.
 */
export const CLASS_LIMITS = {
  /** Students in one class. */
  students: 300,
  /** Classes a teacher keeps open at once; archived ones do not count. */
  classes: 30,
  nameLength: 80,
  sectionLength: 20,
  noteLength: 1000,
} as const;

/**
 * A join code: 6 characters from the link codes' alphabet (no 0/O, 1/I/L), shown as two
 * groups of three. Not a secret: the teacher shows it to the class and may regenerate it.
 */
export const CLASS_CODE = { alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ', length: 6 } as const;

/** A code as typed: spaces and dashes dropped, upper case, Arabic-Indic digits read as 0-9. */
export const normalizeClassCode = (typed: string): string =>
  toLatinDigits(typed)
    .replace(/[\s\-‐-―_]/g, '')
    .toUpperCase();

/** `K7M2QX` → `K7M-2QX`. */
export const formatClassCode = (code: string): string =>
  code.length === CLASS_CODE.length ? `${code.slice(0, 3)}-${code.slice(3)}` : code;

const CODE_PATTERN = new RegExp(`^[${CLASS_CODE.alphabet}]{${CLASS_CODE.length}}$`);

export const classCodeField = z
  .string({ error: 'classes.code_required' })
  .max(64, 'classes.code_format')
  .transform(normalizeClassCode)
  .pipe(
    z
      .string()
      .min(1, { error: 'classes.code_required', abort: true })
      .regex(CODE_PATTERN, 'classes.code_format'),
  );

/** The web page a join link and the QR code open: `/join?code=K7M2QX`. */
export const JOIN_PATH = '/join';
export const joinLink = (origin: string, code: string) =>
  `${origin}${JOIN_PATH}?code=${encodeURIComponent(code)}`;

/**
 * Jordan keeps UTC+3 all year since 2022: a teacher's "due Thursday 23:59" is Amman time
 * whatever the device's zone, and dates are shown in it.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Amman';
export const SCHOOL_UTC_OFFSET = '+03:00';
/** `2026-12-03T23:59` (a datetime-local value, Amman time) → an ISO time with its offset. */
export const schoolTimeToIso = (local: string) => `${local.slice(0, 16)}:00${SCHOOL_UTC_OFFSET}`;
/** An ISO time → the datetime-local value of it in Amman time. */
export const isoToSchoolTime = (iso: string) =>
  new Date(Date.parse(iso) + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);

const text = (max: number, tooLong: string) =>
  z
    .string({ error: 'validation.invalid' })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, tooLong));

// ── Classes ──────────────────────────────────────────────────────────────────

/** POST /api/teacher/classes: the subject names the grade; the section is optional ("B"). */
export const createClassSchema = z.object({
  name: text(CLASS_LIMITS.nameLength, 'classes.name_too_long').pipe(
    z.string().min(1, 'classes.name_required'),
  ),
  subject_id: idParam,
  section: text(CLASS_LIMITS.sectionLength, 'classes.section_too_long').optional(),
});
export type CreateClassInput = z.input<typeof createClassSchema>;

/** PATCH /api/teacher/classes/{id}: rename, change the section, archive or bring back. */
export const updateClassSchema = z.object({
  name: createClassSchema.shape.name.optional(),
  section: createClassSchema.shape.section,
  archived: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type UpdateClassInput = z.input<typeof updateClassSchema>;

const subjectRef = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  grade_id: z.number().int(),
  grade_ar: z.string(),
  grade_en: z.string(),
});

/** A class as its teacher sees it in the list. */
export const teacherClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section: z.string(),
  /** null once an editor deleted the subject. */
  subject: subjectRef.nullable(),
  code: z.string(),
  students: z.number().int(),
  assignments: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;
export const teacherClassReply = successEnvelope(teacherClassSchema);
export const teacherClassesReply = successEnvelope(z.array(teacherClassSchema));
export const createdClassReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: teacherClassSchema,
});

export const classParams = z.object({ id: idParam });
export const classStudentParams = z.object({ id: idParam, studentId: idParam });
export const classAssignmentParams = z.object({ id: idParam, assignmentId: idParam });

/** A class as a member sees it: no code, no other members. */
export const memberClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section: z.string(),
  subject: subjectRef.nullable(),
  teacher: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  joined_at: z.string(),
});
export type MemberClass = z.infer<typeof memberClassSchema>;
export const memberClassesReply = successEnvelope(z.array(memberClassSchema));

/** POST /api/student/classes: join with the class's code. */
export const joinClassSchema = z.object({ code: classCodeField });
export type JoinClassInput = z.input<typeof joinClassSchema>;
export const joinClassReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: memberClassSchema,
});

// ── Assignments ──────────────────────────────────────────────────────────────

/** What may be assigned: a lesson video, a PDF, or a computer-based exam. */
export const ASSIGNMENT_KINDS = [...VIDEO_KINDS, ...FILE_KINDS, 'computer_exam'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
export const isVideoAssignment = (kind: AssignmentKind) =>
  (VIDEO_KINDS as readonly string[]).includes(kind);

const schoolTime = z.iso.datetime({ offset: true, error: 'classes.invalid_date' });

/**
 * POST /api/teacher/classes/{id}/assignments (and PUT …/{assignmentId}). Opens now when no
 * opening date is given; due after it opens. `window_only`: an exam counts only the
 * attempts started between the opening and the due date.
 */
export const assignmentFieldsSchema = z
  .object({
    item_kind: z.enum(ASSIGNMENT_KINDS, { error: 'classes.invalid_item' }),
    item_id: idParam,
    opens_at: schoolTime.optional(),
    due_at: schoolTime,
    note: text(CLASS_LIMITS.noteLength, 'classes.note_too_long').optional(),
    window_only: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine((body) => !body.opens_at || Date.parse(body.due_at) > Date.parse(body.opens_at), {
    path: ['due_at'],
    error: 'classes.due_before_open',
  });
export type AssignmentFieldsInput = z.input<typeof assignmentFieldsSchema>;

/** The item assigned, with what the web needs to link to it. */
export const assignedItemSchema = z.object({
  kind: z.enum(ASSIGNMENT_KINDS),
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  /** The catalogue course it belongs to, for the link; null for a teacher's upload. */
  subject_id: z.number().int().nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  /** A teacher's upload or exam: its teacher, for the link to the teacher's page. */
  teacher_id: z.number().int().nullable(),
});
export type AssignedItem = z.infer<typeof assignedItemSchema>;

export const assignmentSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  item: assignedItemSchema,
  opens_at: z.string(),
  due_at: z.string(),
  note: z.string(),
  window_only: z.boolean(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: assignmentSchema,
});

/**
 * Where a student stands on an assignment. `due_soon`: due within DUE_SOON_HOURS and not
 * done; `overdue`: past due and not done; `done` may be late (`done_at` after `due_at`).
 */
export const ASSIGNMENT_STATES = ['upcoming', 'open', 'due_soon', 'overdue', 'done'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];
export const DUE_SOON_HOURS = 48;

export const assignmentResultSchema = z.object({
  state: z.enum(ASSIGNMENT_STATES),
  /** When it was done: watched to 90 %, opened, or the counted exam submitted. */
  done_at: z.string().nullable(),
  /** An exam's best counted score, in percent; null for other items or when not taken. */
  percent: z.number().int().nullable(),
});
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

/** The state of an assignment for a student at `now`, from when it was done. */
export function assignmentState(
  { opens_at, due_at }: { opens_at: string; due_at: string },
  doneAt: string | null,
  now: number,
): AssignmentState {
  if (doneAt) return 'done';
  if (now < Date.parse(opens_at)) return 'upcoming';
  const due = Date.parse(due_at);
  if (now > due) return 'overdue';
  return due - now <= DUE_SOON_HOURS * 60 * 60 * 1000 ? 'due_soon' : 'open';
}

/** A student's (or, for a parent, a child's) assignment: "To do". Only opened ones. */
export const todoItemSchema = assignmentSchema.extend({
  class: z.object({ id: z.number().int(), name: z.string() }),
  result: assignmentResultSchema,
});
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoReply = successEnvelope(z.array(todoItemSchema));

/** GET /api/teacher/classes/{id}: the class, its students, assignments and every result. */
export const classViewSchema = z.object({
  class: teacherClassSchema,
  students: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      joined_at: z.string(),
    }),
  ),
  assignments: z.array(
    assignmentSchema.extend({
      /** Students who did it, of those in the class now. */
      done: z.number().int(),
      /** The average of the exam scores of those who took it; null when none did or not an exam. */
      average_percent: z.number().nullable(),
    }),
  ),
  results: z.array(
    assignmentResultSchema.extend({
      assignment_id: z.number().int(),
      student_id: z.number().int(),
    }),
  ),
});
export type ClassView = z.infer<typeof classViewSchema>;
export const classViewReply = successEnvelope(classViewSchema);

/** GET /api/teacher/classes/{id}/export?format=csv|xlsx */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const classExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'classes.invalid_format' }).default('csv'),
});

/** GET /api/teacher/classes/{id}/assignable: what the teacher may assign to this class. */
export const ASSIGNABLE_SOURCES = ['catalogue', 'mine'] as const;
export const assignableQuery = z.object({
  source: z.enum(ASSIGNABLE_SOURCES, { error: 'validation.invalid' }).default('catalogue'),
  semester: z.enum(SEMESTERS, { error: 'validation.invalid_semester' }).default('first'),
});
export const assignableReply = successEnvelope(z.array(assignedItemSchema));
