import type { PremiumItemKind, PremiumMark, Role, Semester } from '@madrasa/contracts';
import { and, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements, premiumPreviews } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { rowsOf } from '../sql-rows.ts';

/**
 * Who may open what of a premium course (docs/decisions.md §21 "Premium content"). The
 * courses and their previews are few and read on nearly every content request, so they are
 * kept in memory as an index, reloaded after any write that may change them (see
 * keepPremiumIndex). With no premium course the index is empty and every check answers at
 * once, without a query.
 */

/** An item as premium courses see it: what it is and the course it would belong to. */
export type PremiumItem = {
  kind: PremiumItemKind;
  id: number;
  /** A catalogue item (a lesson, a PDF, an editors' computer exam): its subject and semester. */
  subject_id?: number | null;
  semester?: Semester | null;
  /** A teacher's upload or computer exam: its teacher (their course, whatever the subject). */
  teacher_id?: number | null;
};

export type PremiumCourseEntry = {
  id: number;
  grade_id: number | null;
  teacher_id: number | null;
  /** `kind:id` of its free previews: those picked, else its first lesson (or video). */
  previews: ReadonlySet<string>;
};

export type PremiumIndex = {
  /** No course is premium: everything is free. */
  empty: boolean;
  courseOf: (item: PremiumItem) => PremiumCourseEntry | null;
  markOf: (item: PremiumItem) => PremiumMark;
  /** The file server's verdicts by key or ladder folder (lib/premium/locked-keys.ts), dropped with the index. */
  lockedScopes: Map<string, boolean>;
};

export const itemKey = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/** Premium and not a preview: only those with access open it, through signed URLs. */
export const isLocked = (mark: PremiumMark) => mark !== null && !mark.preview;

const subjectKey = (subjectId: number, semester: string) => `subject:${subjectId}:${semester}`;
const teacherKey = (teacherId: number) => `teacher:${teacherId}`;

type CourseRow = {
  id: number;
  subject_id: number | null;
  semester: Semester | null;
  teacher_id: number | null;
  grade_id: number | null;
  first_lesson: number | null;
  first_video: number | null;
};

/**
 * A course's free preview when the editor picked none: a subject's first lesson in its
 * list's order (sort_order, id), or a teacher's first video, the oldest still shown (the
 * teacher's page lists the newest first, but a new upload must not move the free preview).
 * `course` names the premium_courses row in the query.
 */
export const firstLessonOf = (course: SQL) => sql`(SELECT l.id FROM lessons l
  WHERE l.subject_id = ${course}.subject_id AND l.semester = ${course}.semester
  ORDER BY l.sort_order, l.id LIMIT 1)`;
export const firstVideoOf = (course: SQL) => sql`(SELECT v.id FROM teacher_video_lessons v
  WHERE v.teacher_id = ${course}.teacher_id AND NOT v.hidden
  ORDER BY v.created_at, v.id LIMIT 1)`;

/** Reads every premium course and its previews: one query, two when some course exists. */
export async function loadPremiumIndex(db: Database): Promise<PremiumIndex> {
  const pc = sql.raw('pc');
  const courses = rowsOf<CourseRow>(
    await db.execute(sql`SELECT pc.id, pc.subject_id, pc.semester, pc.teacher_id, s.grade_id,
      ${firstLessonOf(pc)} AS first_lesson, ${firstVideoOf(pc)} AS first_video
      FROM premium_courses pc LEFT JOIN subjects s ON s.id = pc.subject_id`),
  );
  const picked = new Map<number, Set<string>>();
  if (courses.length > 0) {
    for (const row of await db.select().from(premiumPreviews)) {
      const set = picked.get(row.course_id) ?? new Set<string>();
      set.add(itemKey({ kind: row.item_kind, id: row.item_id }));
      picked.set(row.course_id, set);
    }
  }
  const byTarget = new Map<string, PremiumCourseEntry>();
  for (const row of courses) {
    const first = row.first_lesson ?? row.first_video;
    const entry: PremiumCourseEntry = {
      id: Number(row.id),
      grade_id: row.grade_id === null ? null : Number(row.grade_id),
      teacher_id: row.teacher_id === null ? null : Number(row.teacher_id),
      previews:
        picked.get(Number(row.id)) ??
        new Set(
          first === null
            ? []
            : [
                itemKey({
                  kind: row.first_lesson !== null ? 'lesson' : 'teacher_video',
                  id: Number(first),
                }),
              ],
        ),
    };
    const target =
      row.teacher_id !== null
        ? teacherKey(Number(row.teacher_id))
        : subjectKey(Number(row.subject_id), String(row.semester));
    byTarget.set(target, entry);
  }

  const courseOf = (item: PremiumItem): PremiumCourseEntry | null => {
    if (byTarget.size === 0) return null;
    if (item.teacher_id != null) return byTarget.get(teacherKey(item.teacher_id)) ?? null;
    if (item.subject_id == null || item.semester == null) return null;
    return byTarget.get(subjectKey(item.subject_id, item.semester)) ?? null;
  };
  return {
    empty: byTarget.size === 0,
    courseOf,
    markOf: (item) => {
      const course = courseOf(item);
      if (!course) return null;
      return {
        course_id: course.id,
        grade_id: course.grade_id,
        preview: course.previews.has(itemKey(item)),
      };
    },
    lockedScopes: new Map(),
  };
}

/**
 * The index as of the last write: reloaded when `generation` moved (the public reply
 * cache's, which every write to the catalogue or to premium courses moves, on every
 * instance) or after `maxAgeMs` (instances that cannot tell each other of writes).
 */
export function keepPremiumIndex({
  db,
  generation,
  maxAgeMs,
}: {
  db: Database;
  generation: () => number;
  maxAgeMs: number;
}): () => Promise<PremiumIndex> {
  let kept: { index: Promise<PremiumIndex>; generation: number; at: number } | null = null;
  return () => {
    const now = Date.now();
    if (!kept || kept.generation !== generation() || now - kept.at > maxAgeMs) {
      const loading = loadPremiumIndex(db);
      const entry = { index: loading, generation: generation(), at: now };
      kept = entry;
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.index;
  };
}

type Account = { role: Role; id: number } | null;

/**
 * Whether this account may open the item: free items and previews are open to all; a
 * premium item to editors, to the teacher whose course (or upload) it is, and to a student
 * with an entitlement in force to the course, its grade, or everything. Parents and
 * visitors never: a parent unlocks for a child, who then opens it.
 */
export async function mayOpen(
  db: Database,
  {
    premium,
    account,
    item,
    now = new Date(),
  }: { premium: PremiumIndex; account: Account; item: PremiumItem; now?: Date },
): Promise<boolean> {
  const course = premium.courseOf(item);
  if (!course || course.previews.has(itemKey(item))) return true;
  if (!account) return false;
  switch (account.role) {
    case 'admin':
      return true;
    case 'teacher':
      return course.teacher_id === account.id || item.teacher_id === account.id;
    case 'student': {
      const [found] = await db
        .select({ id: entitlements.id })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.student_id, account.id),
            lte(entitlements.starts_at, now),
            gt(entitlements.ends_at, now),
            or(
              eq(entitlements.scope, 'all'),
              course.grade_id === null
                ? undefined
                : and(eq(entitlements.scope, 'grade'), eq(entitlements.grade_id, course.grade_id)),
              and(eq(entitlements.scope, 'course'), eq(entitlements.course_id, course.id)),
            ),
          ),
        )
        .limit(1);
      return found !== undefined;
    }
    default:
      return false;
  }
}

/** 401 for a visitor, 403 `premium.locked` for anyone else, unless they may open the item. */
export async function assertMayOpen(
  db: Database,
  options: { premium: PremiumIndex; account: Account; item: PremiumItem; now?: Date },
): Promise<void> {
  if (await mayOpen(db, options)) return;
  if (!options.account) throw new AppError(401, 'unauthenticated', 'error.unauthenticated');
  throw new AppError(403, 'forbidden', 'premium.locked');
}
