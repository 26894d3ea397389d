import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../sql-rows.ts';
import { isLocked, type PremiumIndex, type PremiumItem } from './access.ts';
import { ladderFolderOf } from './signed-urls.ts';

/**
 * Which stored files a plain `/storage/<key>` request may not open: those that only locked
 * items of premium courses use. A file a free item (or a preview) also uses stays public, as
 * do pictures (posters, thumbnails: a locked item shows its picture). Only the types an
 * item's content comes in are looked up, and only while some course is premium.
 */
const PROTECTABLE = new Set(['pdf', 'mp4', 'm3u8', 'm4s', 'vtt']);

export const isProtectable = (key: string) => PROTECTABLE.has(key.slice(key.lastIndexOf('.') + 1));

/** Verdicts kept per index; past this many the oldest are simply all dropped. */
const MAX_VERDICTS = 10_000;

/** Whether only locked premium items use this key (or, for a ladder's file, its ladder). */
export async function isLockedKey(
  db: Database,
  { premium, key }: { premium: PremiumIndex; key: string },
): Promise<boolean> {
  if (premium.empty || !isProtectable(key)) return false;
  const folder = ladderFolderOf(key);
  const scope = folder ?? key;
  const known = premium.lockedScopes.get(scope);
  if (known !== undefined) return known;
  const users = await itemsUsing(db, { key, folder });
  const locked = users.length > 0 && users.every((item) => isLocked(premium.markOf(item)));
  if (premium.lockedScopes.size >= MAX_VERDICTS) premium.lockedScopes.clear();
  premium.lockedScopes.set(scope, locked);
  return locked;
}

type Row = Omit<PremiumItem, 'id'> & { id: number | string };

/** The items whose content is this file, each lookup on an index of its column. */
async function itemsUsing(
  db: Database,
  { key, folder }: { key: string; folder: string | null },
): Promise<PremiumItem[]> {
  const rows = rowsOf<Row>(await db.execute(usersQuery(key, folder)));
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

const catalogue = (kind: string, table: string, where: SQL) =>
  sql`SELECT ${kind}::text AS kind, id, subject_id, semester::text AS semester,
    NULL::integer AS teacher_id FROM ${sql.raw(table)} WHERE ${where}`;
const teachers = (kind: string, table: string, where: SQL) =>
  sql`SELECT ${kind}::text AS kind, id, NULL::integer AS subject_id, NULL::text AS semester,
    teacher_id FROM ${sql.raw(table)} WHERE ${where}`;

function usersQuery(key: string, folder: string | null): SQL {
  if (folder !== null) {
    const ladder = sql`video_ladder_id IN (SELECT id FROM video_ladders WHERE folder = ${folder})`;
    return sql`${catalogue('lesson', 'lessons', ladder)}
      UNION ALL ${teachers('teacher_video', 'teacher_video_lessons', ladder)}`;
  }
  if (key.endsWith('.pdf')) {
    const pdf = sql`pdf_file = ${key}`;
    const file = sql`file_path = ${key}`;
    return sql`${catalogue('worksheet', 'worksheets', pdf)}
      UNION ALL ${catalogue('exam', 'exams', pdf)}
      UNION ALL ${catalogue('summary', 'summaries', pdf)}
      UNION ALL ${catalogue('teacher_guide', 'teacher_guides', pdf)}
      UNION ALL ${teachers('teacher_file', 'teacher_files', file)}
      UNION ALL ${teachers('teacher_paper_exam', 'teacher_paper_exams', file)}`;
  }
  if (key.endsWith('.vtt')) {
    const captions = sql`(captions_ar = ${key} OR captions_en = ${key})`;
    return sql`${catalogue('lesson', 'lessons', captions)}
      UNION ALL ${teachers('teacher_video', 'teacher_video_lessons', captions)}`;
  }
  return sql`${catalogue('lesson', 'lessons', sql`video_mp4 = ${key}`)}
    UNION ALL ${teachers('teacher_video', 'teacher_video_lessons', sql`video_path = ${key}`)}`;
}
