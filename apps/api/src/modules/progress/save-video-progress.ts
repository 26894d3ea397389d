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
import { rowsOf } from '../../lib/sql-rows.ts';
import { ammanDay } from './amman-day.ts';
import { mergeVideoSave } from './merge-video-save.ts';
import { itemSource } from './progress-items.ts';
import { addStudyTime } from './study-time-credit.ts';

export type SaveOptions = SaveVideoProgress & {
  studentId: number;
  kind: VideoKind;
  id: number;
  now?: Date;
};

const completedAt = (o: SaveOptions) =>
  sql`CASE WHEN ${o.position_seconds}::float8 >= ${WATCHED_FRACTION} * ${o.duration_seconds}::float8 THEN now() END`;

/**
 * Saves where a student is in a video and the time played since the last save. A save
 * with `save_id` or `observed_at` (a queue's, perhaps made offline) is merged by its own
 * rules (merge-video-save.ts); the rest of this is the save of a player online. The usual
 * save (the row exists) is one statement: the row's previous `updated_at` is read under a
 * row lock inside the UPDATE (FROM … FOR UPDATE), so two saves racing each credit only the
 * time since the other; the first save of an item inserts instead (ON CONFLICT keeps one
 * row if two race, and only the one that inserted, `xmax = 0`, is credited). `completed_at`
 * is set once the position reaches 90 % and never unset.
 */
export async function saveVideoProgress(db: Database, o: SaveOptions) {
  if (o.save_id !== undefined || o.observed_at !== undefined) return mergeVideoSave(db, o);
  const credit = { ...o, day: ammanDay(o.now ?? new Date()) };
  const key = sql`student_id = ${o.studentId} AND item_kind = ${o.kind} AND item_id = ${o.id}`;
  const updated = rowsOf<{ completed: boolean }>(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)}),
      old AS (SELECT updated_at FROM learning_progress WHERE ${key} FOR UPDATE),
      saved AS (
        UPDATE learning_progress p SET
          subject_id = item.subject_id, semester = item.semester,
          position_seconds = ${o.position_seconds}, duration_seconds = ${o.duration_seconds},
          completed_at = coalesce(p.completed_at, ${completedAt(o)}),
          updated_at = now(), position_at = now()
        FROM item, old
        WHERE p.student_id = ${o.studentId} AND p.item_kind = ${o.kind} AND p.item_id = ${o.id}
        RETURNING p.completed_at, old.updated_at AS previous
      ),
      ${addStudyTime(credit, sql`greatest(0, extract(epoch FROM now() - previous)) + ${PLAYED_SLACK_SECONDS}`)}
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
          completed_at = coalesce(p.completed_at, excluded.completed_at),
          updated_at = now(), position_at = now()
        RETURNING p.completed_at, p.xmax = 0 AS inserted
      ),
      ${addStudyTime(credit, sql`CASE WHEN inserted THEN ${FIRST_SAVE_MAX_PLAYED} ELSE 0 END`)}
      SELECT completed_at IS NOT NULL AS completed FROM saved`),
  );
  if (!inserted[0]) throw notFoundError();
  return { kind: o.kind, id: o.id, completed: inserted[0].completed };
}
