import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blogs, grades, students } from '../db/schema.ts';
import { BLOGS } from './data/blogs.ts';
import { DEMO_STUDENT } from './data/students.ts';
import type { SeedFiles } from './store-files.ts';

const DAY = 86_400_000;

/** The demo student, verified, in the Tawjihi year. */
export async function seedStudent(db: Database, passwordHash: string) {
  const { grade_key, ...student } = DEMO_STUDENT;
  const [grade] = await db
    .select({ id: grades.id })
    .from(grades)
    .where(eq(grades.grade_key, grade_key));
  await db.insert(students).values({
    ...student,
    grade_id: grade?.id ?? null,
    password_hash: passwordHash,
    verified_at: new Date(Date.now() - 30 * DAY),
  });
}

/** The blog posts, dated over the last weeks so the list has an order. */
export async function seedBlogs(db: Database, files: SeedFiles) {
  const now = Date.now();
  for (const post of BLOGS) {
    const image = await files.asset(`blogs/${post.image}.webp`, 'blogs');
    await db.insert(blogs).values({
      image: image.key,
      title_ar: post.title[0],
      title_en: post.title[1],
      topic_ar: post.topic[0],
      topic_en: post.topic[1],
      content_ar: post.content[0],
      content_en: post.content[1],
      created_at: new Date(now - post.daysAgo * DAY),
    });
  }
}
