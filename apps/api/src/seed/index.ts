import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { grades } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../lib/storage/index.ts';
import { DEMO_STUDENT } from './data/students.ts';
import { TEACHERS } from './data/teachers.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedExams } from './seed-exams.ts';
import { seedMaterials } from './seed-materials.ts';
import { seedBlogs, seedStudent } from './seed-people.ts';
import { seedPremium } from './seed-premium.ts';
import { seedTeachers } from './seed-teachers.ts';
import { createSeedFiles } from './store-files.ts';

/** Password of every demo account (teachers and the demo student). Documented in the README. */
export const DEMO_PASSWORD = 'Madrasa#2026';

/** Any constant works; it keeps two instances starting together from seeding twice. */
const SEED_LOCK_KEY = 7_305_202;

type SeedOptions = {
  db: Database;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Log the demo password (development only). */
  announce: boolean;
};

/**
 * Fills an empty database (no grades) with the demo catalogue, teachers, reviews, blog
 * posts and computer-based exams, in one transaction. Returns false when there was something already.
 */
export async function seedDemoIfEmpty({
  db,
  storage,
  log,
  announce,
}: SeedOptions): Promise<boolean> {
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(grades);
    if ((row?.n ?? 0) > 0) return false;

    const files = createSeedFiles(storage);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const subjects = await seedCatalogue(tx, files);
    await seedMaterials(tx, { files, seeded: subjects });
    await seedTeachers(tx, { files, passwordHash });
    await seedStudent(tx, passwordHash);
    await seedBlogs(tx, files);
    await seedExams(tx, { files, seeded: subjects });
    await seedPremium(tx, subjects);
    return true;
  });
  if (!seeded) return false;

  log.info({ ms: Math.round(performance.now() - started) }, 'seeded the demo catalogue');
  if (announce) {
    log.info(
      { password: DEMO_PASSWORD, teacher: TEACHERS[0]?.email, student: DEMO_STUDENT.email },
      'demo accounts: every demo teacher and the demo student sign in with this password',
    );
  }
  return true;
}
