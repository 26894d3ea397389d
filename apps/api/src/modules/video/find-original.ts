import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lessons, teacherVideoLessons } from '../../db/schema.ts';

/** The stored original of any lesson or teacher video using the ladder (all have its bytes). */
export async function findOriginal(db: Database, ladderId: number): Promise<string | null> {
  const [lesson] = await db
    .select({ key: lessons.video_mp4 })
    .from(lessons)
    .where(eq(lessons.video_ladder_id, ladderId))
    .limit(1);
  if (lesson) return lesson.key;
  const [video] = await db
    .select({ key: teacherVideoLessons.video_path })
    .from(teacherVideoLessons)
    .where(eq(teacherVideoLessons.video_ladder_id, ladderId))
    .limit(1);
  return video?.key ?? null;
}
