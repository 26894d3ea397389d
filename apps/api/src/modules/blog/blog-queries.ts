import type { Blog, BlogsQuery } from '@madrasa/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { optionalStoragePath } from '../../lib/storage-path.ts';

/**
 * The cursor carries created_at in whole microseconds (PostgreSQL's precision, finer than a
 * JS Date) plus the id, so posts sharing a timestamp are neither skipped nor repeated.
 */
const createdAtMicros = sql<string>`floor(extract(epoch from ${blogs.created_at}) * 1000000)::bigint::text`;

const columns = {
  id: blogs.id,
  image: blogs.image,
  title_ar: blogs.title_ar,
  title_en: blogs.title_en,
  topic_ar: blogs.topic_ar,
  topic_en: blogs.topic_en,
  content_ar: blogs.content_ar,
  content_en: blogs.content_en,
  created_at: blogs.created_at,
};

type Row = { [K in keyof typeof columns]: (typeof blogs.$inferSelect)[K] };

const present = (row: Row): Blog => ({
  ...row,
  image: optionalStoragePath(row.image),
  created_at: row.created_at.toISOString(),
});

const afterCursor = (cursor: string) => {
  const [micros, id] = cursor.split('_');
  return sql`(${blogs.created_at}, ${blogs.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(id)})`;
};

/** One page of posts, newest first, and the cursor of the next page (null on the last). */
export async function listBlogs(
  db: Database,
  { limit, cursor }: BlogsQuery,
): Promise<{ posts: Blog[]; nextCursor: string | null }> {
  const rows = await db
    .select({ ...columns, micros: createdAtMicros })
    .from(blogs)
    .where(cursor ? afterCursor(cursor) : undefined)
    .orderBy(desc(blogs.created_at), desc(blogs.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: page.map(({ micros: _micros, ...row }) => present(row)),
    nextCursor: rows.length > limit && last ? `${last.micros}_${last.id}` : null,
  };
}

export async function getBlog(db: Database, id: number): Promise<Blog> {
  const [row] = await db.select(columns).from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!row) throw new AppError(404, 'not_found', 'site.blog_not_found');
  return present(row);
}
