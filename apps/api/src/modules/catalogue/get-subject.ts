import type { Subject } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subjects } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { subjectColumns, toSubject } from './list-subjects.ts';

/** One subject by id; 404 when there is none. */
export async function getSubject(db: Database, id: number): Promise<Subject> {
  const [row] = await db.select(subjectColumns).from(subjects).where(eq(subjects.id, id));
  if (!row) throw new AppError(404, 'not_found', 'catalogue.subject_not_found');
  return toSubject(row);
}
