import type { CardScope, Entitlement } from '@madrasa/contracts';
import { and, asc, eq, gt, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements, grades, premiumCourses, subjects, teachers } from '../../db/schema.ts';
import { courseGrades, courseRefColumns, toCourseRef } from './course-refs.ts';

/**
 * What a student may open, and until when (docs/decisions.md §21). The table is the
 * contract: content checks read it with their own query; this file writes it and lists it.
 */

export type EntitlementTarget = {
  scope: CardScope;
  /** scope `course` only. */
  courseId: number | null;
  /** scope `grade` only. */
  gradeId: number | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const sameTarget = (target: EntitlementTarget): SQL | undefined =>
  and(
    eq(entitlements.scope, target.scope),
    target.courseId === null
      ? isNull(entitlements.course_id)
      : eq(entitlements.course_id, target.courseId),
    target.gradeId === null
      ? isNull(entitlements.grade_id)
      : eq(entitlements.grade_id, target.gradeId),
  );

/**
 * Gives a student `days` of access to a target, from now, or, when they already hold access
 * to the same target that has not ended, from its end: a second card for the same course
 * extends the first rather than overlapping it, so no paid day is lost. The student's row
 * is locked first, so two grants for one student at once queue and the second extends the
 * first. Call it inside the transaction that spends what paid for it.
 */
export async function grantEntitlement(
  db: Database,
  options: EntitlementTarget & {
    studentId: number;
    days: number;
    source: 'card';
    cardId: number;
    now: Date;
  },
): Promise<number> {
  const { studentId, days, source, cardId, now } = options;
  await db.execute(sql`SELECT 1 FROM students WHERE id = ${studentId} FOR UPDATE`);
  const [current] = await db
    .select({ end: max(entitlements.ends_at) })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.student_id, studentId),
        sameTarget(options),
        gt(entitlements.ends_at, now),
      ),
    );
  const startsAt = current?.end && current.end > now ? current.end : now;
  const [made] = await db
    .insert(entitlements)
    .values({
      student_id: studentId,
      scope: options.scope,
      course_id: options.courseId,
      grade_id: options.gradeId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + days * DAY_MS),
      source,
      card_id: cardId,
    })
    .returning({ id: entitlements.id });
  if (!made) throw new Error('entitlement not stored');
  return made.id;
}

/** Entitlements matching `where`, soonest end first, named as contracts' `entitlementSchema`. */
export async function readEntitlements(
  db: Database,
  where: SQL | undefined,
): Promise<Entitlement[]> {
  const rows = await db
    .select({
      ...courseRefColumns,
      entitlement_id: entitlements.id,
      scope: entitlements.scope,
      starts_at: entitlements.starts_at,
      ends_at: entitlements.ends_at,
      source: entitlements.source,
      grade_name_ar: grades.name_ar,
      grade_name_en: grades.name_en,
      target_grade_id: entitlements.grade_id,
    })
    .from(entitlements)
    .leftJoin(premiumCourses, eq(premiumCourses.id, entitlements.course_id))
    .leftJoin(subjects, eq(subjects.id, premiumCourses.subject_id))
    .leftJoin(courseGrades, eq(courseGrades.id, subjects.grade_id))
    .leftJoin(teachers, eq(teachers.id, premiumCourses.teacher_id))
    .leftJoin(grades, eq(grades.id, entitlements.grade_id))
    .where(where)
    .orderBy(asc(entitlements.ends_at), asc(entitlements.id));
  return rows.map((row) => ({
    id: row.entitlement_id,
    scope: row.scope,
    course: row.id === null ? null : toCourseRef({ ...row, id: row.id }),
    grade:
      row.target_grade_id === null
        ? null
        : {
            id: row.target_grade_id,
            name_ar: row.grade_name_ar ?? '',
            name_en: row.grade_name_en ?? '',
          },
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    source: row.source,
  }));
}

/** A student's entitlements that have not ended, soonest end first. */
export const listEntitlements = (db: Database, studentId: number, now: Date) =>
  readEntitlements(db, and(eq(entitlements.student_id, studentId), gt(entitlements.ends_at, now)));
