import type {
  AdminPremiumCourse,
  PremiumItemRef,
  premiumCourseTargetSchema,
} from '@madrasa/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { premiumCourses, subjects, teachers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CourseRow as CourseRefRow, toCourseRef } from '../../lib/premium/course-refs.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

/**
 * Premium courses as the console manages them: marked and unmarked by an editor, each with
 * what uses it (students who can open it today, card batches that unlock it).
 */

type CourseRow = CourseRefRow & {
  active_entitlements: number;
  card_batches: number;
  previews: PremiumItemRef[];
  created_at: Date | string;
};

const selectCourses = (where: SQL) => sql`SELECT pc.id, pc.subject_id, pc.semester,
    pc.teacher_id, pc.created_at, s.grade_id, s.name_ar AS subject_ar, s.name_en AS subject_en,
    g.name_ar AS grade_ar, g.name_en AS grade_en, t.first_name AS teacher_first,
    t.last_name AS teacher_last,
    (SELECT count(DISTINCT e.student_id)::int FROM entitlements e
      WHERE e.starts_at <= now() AND e.ends_at > now()
        AND (e.scope = 'all' OR e.course_id = pc.id
          OR (e.scope = 'grade' AND e.grade_id = s.grade_id))) AS active_entitlements,
    (SELECT count(*)::int FROM card_batches b WHERE b.course_id = pc.id) AS card_batches,
    coalesce((SELECT json_agg(json_build_object('kind', p.item_kind, 'id', p.item_id)
      ORDER BY p.item_kind, p.item_id) FROM premium_previews p WHERE p.course_id = pc.id),
      '[]'::json) AS previews
  FROM premium_courses pc
  LEFT JOIN subjects s ON s.id = pc.subject_id
  LEFT JOIN grades g ON g.id = s.grade_id
  LEFT JOIN teachers t ON t.id = pc.teacher_id
  WHERE ${where}
  ORDER BY pc.id DESC`;

const toCourse = (row: CourseRow): AdminPremiumCourse => ({
  ...toCourseRef(row),
  previews: row.previews.map((preview) => ({ kind: preview.kind, id: Number(preview.id) })),
  active_entitlements: Number(row.active_entitlements),
  card_batches: Number(row.card_batches),
  created_at: new Date(row.created_at).toISOString(),
});

export async function listPremiumCourses(db: Database): Promise<AdminPremiumCourse[]> {
  return rowsOf<CourseRow>(await db.execute(selectCourses(sql`true`))).map(toCourse);
}

export const courseNotFound = () => new AppError(404, 'not_found', 'premium.course_not_found');

export async function readPremiumCourse(db: Database, id: number): Promise<AdminPremiumCourse> {
  const [row] = rowsOf<CourseRow>(await db.execute(selectCourses(sql`pc.id = ${id}`)));
  if (!row) throw courseNotFound();
  return toCourse(row);
}

/** Marks a subject's semester, or a teacher's uploads and exams, premium. */
export async function markPremiumCourse(
  db: Database,
  target: z.output<typeof premiumCourseTargetSchema>,
): Promise<AdminPremiumCourse> {
  const [exists] =
    target.kind === 'subject'
      ? await db
          .select({ id: subjects.id })
          .from(subjects)
          .where(eq(subjects.id, target.subject_id))
      : await db
          .select({ id: teachers.id })
          .from(teachers)
          .where(eq(teachers.id, target.teacher_id));
  if (!exists) throw courseNotFound();
  const values =
    target.kind === 'subject'
      ? { subject_id: target.subject_id, semester: target.semester }
      : { teacher_id: target.teacher_id };
  try {
    const [made] = await db
      .insert(premiumCourses)
      .values(values)
      .returning({ id: premiumCourses.id });
    if (!made) throw new Error('premium course not made');
    return readPremiumCourse(db, made.id);
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(409, 'conflict', 'premium.already_premium');
    throw error;
  }
}

/** A row still referenced: SQLSTATE 23001 (an `on delete restrict` key) or 23503. */
function isStillReferenced(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: string };
    if (code === '23001' || code === '23503') return true;
  }
  return false;
}

/**
 * Makes the course free again. Card batches and entitlements keep it premium (their foreign
 * keys restrict the delete): a card sold for it must keep its promise.
 */
export async function unmarkPremiumCourse(db: Database, id: number): Promise<void> {
  try {
    const [gone] = await db
      .delete(premiumCourses)
      .where(eq(premiumCourses.id, id))
      .returning({ id: premiumCourses.id });
    if (!gone) throw courseNotFound();
  } catch (error) {
    if (isStillReferenced(error)) throw new AppError(409, 'conflict', 'premium.course_in_use');
    throw error;
  }
}
