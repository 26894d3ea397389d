import { FIRST_SAVE_MAX_PLAYED, PLAYED_SLACK_SECONDS, WATCHED_FRACTION } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { ammanDay } from './amman-day.ts';
import { offlineTime } from './offline-time.ts';
import { itemSource } from './progress-items.ts';
import type { SaveOptions } from './save-video-progress.ts';
import { addStudyTime } from './study-time-credit.ts';

type Outcome = { applied: boolean; completed: boolean; existed?: boolean; found: boolean };

/**
 * A save from the client's queue (docs/decisions.md "Progress", offline saves), sent once or
 * again, soon or days later, in any order, merged so that sending again or reordering can
 * neither move the student back nor add study time:
 * - `save_id`: the receipt (student, save_id) is written by the statement that applies the
 *   save, and only if the item exists; a save whose receipt is there changes nothing.
 * - `observed_at` (now when absent, never later than now): the position and length change
 *   only if it is not older than the row's `position_at`; `completed_at` is the earliest
 *   time any save reached 90 %, so a late save can set it and none unsets it.
 * - Study time, on the Amman day of `observed_at`: never more than the played seconds nor
 *   the video's length. A save newer than the stored position is also held to the time
 *   since it (+ 2 s), as online; a first save to 2 intervals; a save older than the stored
 *   position (it arrives late) has no gap to measure, so it counts its played seconds when
 *   a receipt proves it new, and nothing without a `save_id`. However they arrive, saves
 *   with a `save_id` add at most the sum, over distinct ids, of min(played, length).
 * Two statements as online (update under a row lock, else insert), each all or nothing.
 */
export async function mergeVideoSave(db: Database, o: SaveOptions) {
  const now = o.now ?? new Date();
  const at = offlineTime(o.observed_at, now);
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const credit = { ...o, day: ammanDay(at) };
  const played = sql`least(${o.played_seconds}::float8, ${o.duration_seconds}::float8)`;
  const reached = sql`CASE WHEN ${o.position_seconds}::float8 >= ${WATCHED_FRACTION} * ${o.duration_seconds}::float8 THEN ${atSql} END`;
  const key = sql`student_id = ${o.studentId} AND item_kind = ${o.kind} AND item_id = ${o.id}`;
  /** The receipt, written from `rows` (the item, and the row when updating); joined by the save. */
  const receipt = (rows: SQL) =>
    o.save_id === undefined
      ? { cte: sql``, join: sql`` }
      : {
          cte: sql`receipt AS (
            INSERT INTO progress_save_receipts (student_id, save_id)
            SELECT ${o.studentId}, ${o.save_id}::uuid FROM ${rows}
            ON CONFLICT DO NOTHING RETURNING 1),`,
          join: sql`, receipt`,
        };
  const outcome = (result: unknown) => rowsOf<Outcome>(result)[0];
  const reply = (completed: boolean) => ({ kind: o.kind, id: o.id, completed });

  const forRow = receipt(sql`item, old`);
  const updated = outcome(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)}),
      old AS (SELECT position_at, completed_at FROM learning_progress WHERE ${key} FOR UPDATE),
      ${forRow.cte}
      saved AS (
        UPDATE learning_progress p SET
          subject_id = item.subject_id, semester = item.semester,
          position_seconds = CASE WHEN ${atSql} >= old.position_at
            THEN ${o.position_seconds} ELSE p.position_seconds END,
          duration_seconds = CASE WHEN ${atSql} >= old.position_at
            THEN ${o.duration_seconds} ELSE p.duration_seconds END,
          position_at = greatest(old.position_at, ${atSql}),
          completed_at = least(p.completed_at, ${reached}),
          first_seen_at = least(p.first_seen_at, ${atSql}),
          updated_at = now()
        FROM item, old ${forRow.join}
        WHERE p.student_id = ${o.studentId} AND p.item_kind = ${o.kind} AND p.item_id = ${o.id}
        RETURNING p.completed_at, old.position_at AS previous
      ),
      ${addStudyTime(
        credit,
        sql`CASE WHEN ${atSql} >= previous
          THEN least(${played}, extract(epoch FROM ${atSql} - previous) + ${PLAYED_SLACK_SECONDS})
          ELSE ${o.save_id === undefined ? sql`0` : played} END`,
      )}
      SELECT EXISTS (SELECT 1 FROM saved) AS applied, EXISTS (SELECT 1 FROM old) AS existed,
        EXISTS (SELECT 1 FROM item) AS found,
        coalesce((SELECT completed_at FROM saved), (SELECT completed_at FROM old)) IS NOT NULL
          AS completed`),
  );
  if (!updated?.found) throw notFoundError();
  if (updated.existed) return reply(updated.completed);

  const forItem = receipt(sql`item`);
  const inserted = outcome(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)}),
      ${forItem.cte}
      saved AS (
        INSERT INTO learning_progress AS p (student_id, item_kind, item_id, subject_id, semester,
          position_seconds, duration_seconds, completed_at, position_at, first_seen_at, updated_at)
        SELECT ${o.studentId}, ${o.kind}, ${o.id}, item.subject_id, item.semester,
          ${o.position_seconds}, ${o.duration_seconds}, ${reached}, ${atSql}, ${atSql}, now()
        FROM item ${forItem.join}
        ON CONFLICT (student_id, item_kind, item_id) DO UPDATE SET
          position_seconds = CASE WHEN excluded.position_at >= p.position_at
            THEN excluded.position_seconds ELSE p.position_seconds END,
          duration_seconds = CASE WHEN excluded.position_at >= p.position_at
            THEN excluded.duration_seconds ELSE p.duration_seconds END,
          position_at = greatest(p.position_at, excluded.position_at),
          completed_at = least(p.completed_at, excluded.completed_at),
          first_seen_at = least(p.first_seen_at, excluded.first_seen_at),
          updated_at = now()
        RETURNING p.completed_at, p.xmax = 0 AS inserted
      ),
      ${addStudyTime(credit, sql`CASE WHEN inserted THEN least(${played}, ${FIRST_SAVE_MAX_PLAYED}) ELSE 0 END`)}
      SELECT EXISTS (SELECT 1 FROM saved) AS applied, EXISTS (SELECT 1 FROM item) AS found,
        (SELECT completed_at FROM saved) IS NOT NULL AS completed`),
  );
  if (!inserted?.found) throw notFoundError();
  if (inserted.applied) return reply(inserted.completed);
  // Applied already by a save this statement could not see yet (it raced its own replay).
  const [row] = rowsOf<{ completed: boolean }>(
    await db.execute(
      sql`SELECT completed_at IS NOT NULL AS completed FROM learning_progress WHERE ${key}`,
    ),
  );
  return reply(row?.completed ?? false);
}
