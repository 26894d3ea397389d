import {
  FIRST_SAVE_MAX_PLAYED,
  PLAYED_SLACK_SECONDS,
  type SaveVideoProgress,
  type VideoKind,
  WATCHED_FRACTION,
} from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { ammanDay } from './amman-day.ts';
import { itemSource, rowsOf } from './progress-items.ts';

type Options = SaveVideoProgress & {
  studentId: number;
  kind: VideoKind;
  id: number;
  now?: Date;
};

/** A day holds no more than 24 hours of study, whatever the tabs say. */
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The study-time upsert a save carries: the played seconds, capped by `allowed` (what the
 * wall clock allows), added to today's row in Amman.
 */
const addStudyTime = (o: Options, allowed: ReturnType<typeof sql>) => sql`
  studied AS (
    INSERT INTO study_time (student_id, day, seconds)
    SELECT ${o.studentId}, ${ammanDay(o.now ?? new Date())}, credit FROM (
      SELECT round(least(${o.played_seconds}::float8, ${allowed}))::int AS credit FROM saved
    ) c WHERE credit > 0
    ON CONFLICT (student_id, day) DO UPDATE
      SET seconds = least(study_time.seconds + excluded.seconds, ${DAY_SECONDS})
  )`;

const completedAt = (o: Options) =>
  sql`CASE WHEN ${o.position_seconds}::float8 >= ${WATCHED_FRACTION} * ${o.duration_seconds}::float8 THEN now() END`;

/**
 * Saves where a student is in a video and the time played since the last save. The usual
 * save (the row exists) is one statement: the row's previous `updated_at` is read under a
 * row lock inside the UPDATE (FROM … FOR UPDATE), so two saves racing each credit only the
 * time since the other; the first save of an item inserts instead (ON CONFLICT keeps one
 * row if two race, and only the one that inserted, `xmax = 0`, is credited). `completed_at`
 * is set once the position reaches 90 % and never unset.
 */
export async function saveVideoProgress(db: Database, o: Options) {
  const key = sql`student_id = ${o.studentId} AND item_kind = ${o.kind} AND item_id = ${o.id}`;
  const updated = rowsOf<{ completed: boolean }>(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)}),
      old AS (SELECT updated_at FROM learning_progress WHERE ${key} FOR UPDATE),
      saved AS (
        UPDATE learning_progress p SET
          subject_id = item.subject_id, semester = item.semester,
          position_seconds = ${o.position_seconds}, duration_seconds = ${o.duration_seconds},
          completed_at = coalesce(p.completed_at, ${completedAt(o)}), updated_at = now()
        FROM item, old
        WHERE p.student_id = ${o.studentId} AND p.item_kind = ${o.kind} AND p.item_id = ${o.id}
        RETURNING p.completed_at, old.updated_at AS previous
      ),
      ${addStudyTime(o, sql`greatest(0, extract(epoch FROM now() - previous)) + ${PLAYED_SLACK_SECONDS}`)}
      SELECT completed_at IS NOT NULL AS completed FROM saved`),
  );
  if (updated[0]) return { kind: o.kind, id: o.id, completed: updated[0].completed };

  const inserted = rowsOf<{ completed: boolean }>(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)}),
      saved AS (
        INSERT INTO learning_progress AS p (student_id, item_kind, item_id, subject_id, semester,
          position_seconds, duration_seconds, completed_at, updated_at)
        SELECT ${o.studentId}, ${o.kind}, ${o.id}, item.subject_id, item.semester,
          ${o.position_seconds}, ${o.duration_seconds}, ${completedAt(o)}, now()
        FROM item
        ON CONFLICT (student_id, item_kind, item_id) DO UPDATE SET
          position_seconds = excluded.position_seconds,
          duration_seconds = excluded.duration_seconds,
          completed_at = coalesce(p.completed_at, excluded.completed_at), updated_at = now()
        RETURNING p.completed_at, p.xmax = 0 AS inserted
      ),
      ${addStudyTime(o, sql`CASE WHEN inserted THEN ${FIRST_SAVE_MAX_PLAYED} ELSE 0 END`)}
      SELECT completed_at IS NOT NULL AS completed FROM saved`),
  );
  if (!inserted[0]) throw notFoundError();
  return { kind: o.kind, id: o.id, completed: inserted[0].completed };
}
