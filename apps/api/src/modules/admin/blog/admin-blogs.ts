import type { AdminPageQuery, Blog, BlogFields } from '@madrasa/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blogs } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { optionalStoragePath } from '../../../lib/storage-path.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';

type Row = typeof blogs.$inferSelect;

const present = (row: Row): Blog => ({
  id: row.id,
  image: optionalStoragePath(row.image),
  title_ar: row.title_ar,
  title_en: row.title_en,
  topic_ar: row.topic_ar,
  topic_en: row.topic_en,
  content_ar: row.content_ar,
  content_en: row.content_en,
  created_at: row.created_at.toISOString(),
});

const notFound = () => new AppError(404, 'not_found', 'site.blog_not_found');

export async function listAdminBlogs(db: Database, { limit, cursor }: AdminPageQuery) {
  const rows = await db
    .select()
    .from(blogs)
    .where(beforeCursor(blogs.id, cursor))
    .orderBy(desc(blogs.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { ...page, data: page.data.map(present) };
}

export async function insertBlog(
  db: Database,
  { fields, image }: { fields: BlogFields; image: string | null },
) {
  const [row] = await db
    .insert(blogs)
    .values({ ...fields, image })
    .returning();
  if (!row) throw new Error('post not created');
  return present(row);
}

/** Updates a post; a new image replaces the old one, whose key comes back for deleting. */
export async function updateBlog(
  db: Database,
  { id, fields, image }: { id: number; fields: BlogFields; image: string | undefined },
): Promise<{ post: Blog; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image: blogs.image })
      .from(blogs)
      .where(eq(blogs.id, id))
      .for('update');
    if (!old) throw notFound();
    const [row] = await tx
      .update(blogs)
      .set({ ...fields, ...(image ? { image } : {}) })
      .where(eq(blogs.id, id))
      .returning();
    if (!row) throw notFound();
    return { post: present(row), replaced: image ? old.image : null };
  });
}

export async function deleteBlog(db: Database, id: number): Promise<string | null> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning({ image: blogs.image });
  if (!row) throw notFound();
  return row.image;
}
