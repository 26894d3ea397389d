import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { premiumCourses } from '../db/schema.ts';
import { SEED_ASSETS_DIR } from '../paths.ts';
import type { SeededSubject } from './seed-catalogue.ts';

/**
 * The demo's one premium course (docs/decisions.md §21): grade 10 chemistry, first semester,
 * a course no demo exam or journey relies on being free. Its first lesson is the free
 * preview (no preview picked).
 */
const PREMIUM_DEMO = { grade: 'grade10', subject: 'chemistry', semester: 'first' } as const;

export const isPremiumDemo = (s: SeededSubject) =>
  s.grade.key === PREMIUM_DEMO.grade &&
  s.subject.image === PREMIUM_DEMO.subject &&
  s.semester === PREMIUM_DEMO.semester;

/**
 * The clip of the course's locked lessons: a demo clip with a `free` box appended, so its
 * bytes (and so its ladder, found by their hash) are not shared with free lessons, whose
 * use would rightly keep the files public.
 */
export async function premiumDemoClip(): Promise<Uint8Array> {
  const clip = await readFile(path.join(SEED_ASSETS_DIR, 'videos/lesson-3.mp4'));
  const note = Buffer.from('madrasa premium demo');
  const box = Buffer.alloc(8);
  box.writeUInt32BE(8 + note.length);
  box.write('free', 4, 'latin1');
  return Buffer.concat([clip, box, note]);
}

export async function seedPremium(db: Database, seeded: SeededSubject[]) {
  const course = seeded.find(isPremiumDemo);
  if (!course) throw new Error('Seed: the premium demo subject is missing');
  await db.insert(premiumCourses).values({ subject_id: course.id, semester: course.semester });
}
