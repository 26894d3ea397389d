import type { CreateReview, TeacherReview, TeacherReviewsQuery } from '@madrasa/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teacherEvaluations, teachers } from '../../db/schema.ts';
import { assertPublicTeacher, isPublicTeacher } from '../../lib/public-teacher.ts';

/** Published reviews only, newest first, never with the reviewer's e-mail. */
export async function listReviews(
  db: Database,
  query: TeacherReviewsQuery,
): Promise<{ data: TeacherReview[]; next_cursor: string | null }> {
  if (query.teacher_id !== undefined) await assertPublicTeacher(db, query.teacher_id);
  const rows = await db
    .select({
      id: teacherEvaluations.id,
      teacher_id: teacherEvaluations.teacher_id,
      full_name: teacherEvaluations.full_name,
      comment: teacherEvaluations.comment,
      created_at: teacherEvaluations.created_at,
    })
    .from(teacherEvaluations)
    // The join keeps reviews of hidden teachers out of the unfiltered list too.
    .innerJoin(teachers, eq(teachers.id, teacherEvaluations.teacher_id))
    .where(
      and(
        eq(teacherEvaluations.permissions_to_publish, 'Allowed'),
        query.teacher_id !== undefined
          ? eq(teacherEvaluations.teacher_id, query.teacher_id)
          : isPublicTeacher,
        query.cursor ? lt(teacherEvaluations.id, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(teacherEvaluations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      ...row,
      permissions_to_publish: 'Allowed' as const,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}

/**
 * Stores a review as given (it is rendered as text, never as HTML) and always unpublished,
 * whatever the client asked for: only an admin sets `Allowed`.
 */
export async function createReview(db: Database, review: CreateReview): Promise<void> {
  await assertPublicTeacher(db, review.teacher_id);
  await db.insert(teacherEvaluations).values({
    teacher_id: review.teacher_id,
    full_name: review.full_name,
    email: review.email,
    comment: review.comment,
    permissions_to_publish: 'not_Allowed',
  });
}
