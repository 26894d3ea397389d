import type { ChatReportItem } from '@madrasa/contracts';
import { and, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  chatMessages,
  chatMutes,
  chatReports,
  classes,
  students,
  teachers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { type Author, messageNotFound, readMessage } from './message-store.ts';

const mutedStudent = {
  id: students.id,
  first_name: students.first_name,
  last_name: students.last_name,
};

export async function muteStudent(
  db: Database,
  { classId, studentId, until }: { classId: number; studentId: number; until: Date },
) {
  await db
    .insert(chatMutes)
    .values({ class_id: classId, student_id: studentId, until })
    .onConflictDoUpdate({ target: [chatMutes.class_id, chatMutes.student_id], set: { until } });
  const [student] = await db.select(mutedStudent).from(students).where(eq(students.id, studentId));
  if (!student) throw new Error('muted student not found');
  return { student, until: until.toISOString() };
}

export async function unmuteStudent(db: Database, ids: { classId: number; studentId: number }) {
  await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.class_id, ids.classId), eq(chatMutes.student_id, ids.studentId)));
}

export async function listMutes(db: Database, classId: number, now: Date) {
  const rows = await db
    .select({ student: mutedStudent, until: chatMutes.until })
    .from(chatMutes)
    .innerJoin(students, eq(students.id, chatMutes.student_id))
    .where(and(eq(chatMutes.class_id, classId), gt(chatMutes.until, now)))
    .orderBy(chatMutes.until);
  return rows.map((row) => ({ student: row.student, until: row.until.toISOString() }));
}

/** A member's report of a message of the room; false when they had reported it already. */
export async function reportMessage(
  db: Database,
  input: { classId: number; messageId: number; by: Author; reason: string },
): Promise<boolean> {
  const { classId, messageId, by, reason } = input;
  const [message] = await db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.class_id, classId),
        isNull(chatMessages.deleted_at),
      ),
    );
  if (!message) throw messageNotFound();
  try {
    await db.insert(chatReports).values({
      message_id: messageId,
      reporter_student_id: by.role === 'student' ? by.id : null,
      reporter_teacher_id: by.role === 'teacher' ? by.id : null,
      reason,
      reported_body: message.body,
    });
    return true;
  } catch (error) {
    if (uniqueViolation(error)) return false;
    throw error;
  }
}

const REPORTS_SHOWN = 100;

/** Reports, newest first: of one class (its teacher) or of every class (the editors). */
export async function listReports(
  db: Database,
  { classId, resolved }: { classId?: number; resolved?: boolean },
): Promise<ChatReportItem[]> {
  const where: (SQL | undefined)[] = [
    classId === undefined ? undefined : eq(chatMessages.class_id, classId),
    resolved === undefined
      ? undefined
      : resolved
        ? isNotNull(chatReports.resolved_at)
        : isNull(chatReports.resolved_at),
  ];
  const rows = await db
    .select({
      report: chatReports,
      class_id: chatMessages.class_id,
      class_name: classes.name,
      first_name: sql<string>`coalesce(${students.first_name}, ${teachers.first_name})`,
      last_name: sql<string>`coalesce(${students.last_name}, ${teachers.last_name})`,
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.message_id))
    .innerJoin(classes, eq(classes.id, chatMessages.class_id))
    .leftJoin(students, eq(students.id, chatReports.reporter_student_id))
    .leftJoin(teachers, eq(teachers.id, chatReports.reporter_teacher_id))
    .where(and(...where))
    .orderBy(desc(chatReports.created_at), desc(chatReports.id))
    .limit(REPORTS_SHOWN);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.report.id,
      class_id: row.class_id,
      class_name: row.class_name,
      message: await readMessage(db, row.class_id, row.report.message_id),
      reported_body: row.report.reported_body,
      reporter: {
        id: row.report.reporter_student_id ?? row.report.reporter_teacher_id ?? 0,
        role: row.report.reporter_student_id === null ? ('teacher' as const) : ('student' as const),
        first_name: row.first_name,
        last_name: row.last_name,
      },
      reason: row.report.reason,
      created_at: row.report.created_at.toISOString(),
      resolved_at: row.report.resolved_at ? row.report.resolved_at.toISOString() : null,
    })),
  );
}

/** An editor marks a report handled (again: no change). */
export async function resolveReport(
  db: Database,
  { id, adminId }: { id: number; adminId: number },
) {
  const [row] = await db
    .select({ resolved_at: chatReports.resolved_at })
    .from(chatReports)
    .where(eq(chatReports.id, id));
  if (!row) throw new AppError(404, 'not_found', 'chat.report_not_found');
  if (row.resolved_at) return;
  await db
    .update(chatReports)
    .set({ resolved_at: new Date(), resolved_by: adminId })
    .where(eq(chatReports.id, id));
}
