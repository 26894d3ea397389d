import type { MessageKey, Semester } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, subjects, subjectUnits } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The parent rows a table names in its list, as `{ id, name_ar, name_en }`. */
export const gradeRef = { id: grades.id, name_ar: grades.name_ar, name_en: grades.name_en };
export const subjectRef = { id: subjects.id, name_ar: subjects.name_ar, name_en: subjects.name_en };
export const unitRef = {
  id: subjectUnits.id,
  name_ar: subjectUnits.name_ar,
  name_en: subjectUnits.name_en,
};

const missing = (field: string, key: MessageKey) =>
  new AppError(422, 'validation_failed', 'error.validation_failed', {}, { [field]: [key] });

export async function requireGrade(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, id)).limit(1);
  if (!row) throw missing('grade_id', 'admin.grade_missing');
}

/** The subject a new or moved row belongs to; its semester becomes the row's semester. */
export async function requireSubject(
  db: Database,
  id: number,
): Promise<{ id: number; semester: Semester }> {
  const [row] = await db
    .select({ id: subjects.id, semester: subjects.semester })
    .from(subjects)
    .where(eq(subjects.id, id))
    .limit(1);
  if (!row) throw missing('subject_id', 'admin.subject_missing');
  return row;
}

export async function requireUnit(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: subjectUnits.id })
    .from(subjectUnits)
    .where(eq(subjectUnits.id, id))
    .limit(1);
  if (!row) throw missing('unit_id', 'admin.unit_missing');
}

/** 409 when a delete would take children the editor has not confirmed. */
export function assertNoDependents(total: number, cascade: boolean): void {
  if (total > 0 && !cascade) {
    throw new AppError(409, 'conflict', 'admin.has_dependents', { count: total });
  }
}
