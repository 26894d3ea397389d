/**
 * The query keys of classes: every teacher's read under TEACHER_CLASSES_KEY and every
 * student's under STUDENT_CLASSES_KEY, so a change refreshes what it touched.
 */
export const TEACHER_CLASSES_KEY = ['classes', 'teacher'] as const;
export const classViewKey = (classId: number) => [...TEACHER_CLASSES_KEY, classId] as const;
export const STUDENT_CLASSES_KEY = ['classes', 'student'] as const;

/** A success envelope's message (`{ status, message, data }`). */
export const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body
    ? String((body as { message: unknown }).message)
    : '';
