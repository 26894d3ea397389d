import { idParam, SHARE_DESCRIPTION_MAX, truncate } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs, teachers } from '../../db/schema.ts';
import {
  isPublicTeacher,
  publicTeacherColumns,
  toPublicTeacher,
} from '../../lib/public-teacher.ts';
import { optionalStoragePath } from '../../lib/storage-path.ts';
import type { PageHead } from './page-head.ts';

const shareDescription = (text: string) =>
  truncate(text.replace(/\s+/g, ' '), SHARE_DESCRIPTION_MAX);

async function teacherHead(db: Database, id: number): Promise<PageHead> {
  const [row] = await db
    .select(publicTeacherColumns)
    .from(teachers)
    .where(and(eq(teachers.id, id), isPublicTeacher));
  if (!row) return {};
  const teacher = toPublicTeacher(row);
  return {
    title: `${teacher.first_name} ${teacher.last_name}`.trim(),
    description: shareDescription(teacher.about_you ?? ''),
    image: teacher.photo,
    type: 'profile',
  };
}

/** Previewers keep no language choice, so a post shows in Arabic, the default language. */
async function blogHead(db: Database, id: number): Promise<PageHead> {
  const [post] = await db
    .select({
      title_ar: blogs.title_ar,
      title_en: blogs.title_en,
      content_ar: blogs.content_ar,
      content_en: blogs.content_en,
      image: blogs.image,
    })
    .from(blogs)
    .where(eq(blogs.id, id));
  if (!post) return {};
  return {
    title: post.title_ar || post.title_en,
    description: shareDescription(post.content_ar || post.content_en),
    image: optionalStoragePath(post.image),
    type: 'article',
  };
}

/**
 * The pages that show one thing, by their SPA paths (docs/product.md §2), and what their previews
 * say. Every other page, and a missing or hidden teacher or post, gets the site's own.
 */
const PAGES: Array<{ path: RegExp; head: (db: Database, id: number) => Promise<PageHead> }> = [
  { path: /^\/teachers-details\/([^/]+)\/?$/, head: teacherHead },
  { path: /^\/blogDetails\/([^/]+)\/?$/, head: blogHead },
];

export async function linkPreviewOf(db: Database, pathname: string): Promise<PageHead> {
  for (const page of PAGES) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    const id = idParam.safeParse(match[1]);
    return id.success ? page.head(db, id.data) : {};
  }
  return {};
}
