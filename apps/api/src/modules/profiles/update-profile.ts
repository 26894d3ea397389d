import type { Gender, StudentProfile, TeacherProfile, TeachingLevel } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { students, teachers } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { assertContactFree, assertGradeExists, asTakenError } from './profile-checks.ts';
import { readStudentProfile, readTeacherProfile } from './read-profile.ts';

type Contact = { first_name: string; last_name: string; email: string; phone_number: string };

export async function updateStudentPersonalInfo(
  db: Database,
  { id, info }: { id: number; info: Contact & { grade: number } },
): Promise<StudentProfile> {
  await assertGradeExists(db, info.grade);
  await assertContactFree(db, { role: 'student', id, contact: info });
  const { grade, ...contact } = info;
  await db
    .update(students)
    .set({ ...contact, grade_id: grade })
    .where(eq(students.id, id))
    .catch((error) => Promise.reject(asTakenError(error)));
  return readStudentProfile(db, id);
}

export async function updateTeacherPersonalInfo(
  db: Database,
  { id, info }: { id: number; info: Contact & { teaching_level?: TeachingLevel | undefined } },
): Promise<TeacherProfile> {
  await assertContactFree(db, { role: 'teacher', id, contact: info });
  await db
    .update(teachers)
    .set(info)
    .where(eq(teachers.id, id))
    .catch((error) => Promise.reject(asTakenError(error)));
  return readTeacherProfile(db, id);
}

/** Fields of the "additional information" form; undefined ones keep their stored value. */
type Additional = {
  birthday?: string | null | undefined;
  about_you?: string | null | undefined;
  gender?: Gender | undefined;
  residence?: string | undefined;
};

export type PhotoChange = { storage: Storage; log: FastifyBaseLogger; photo: string | undefined };

/**
 * Saves the fields and, when one was uploaded, the new photo. The row is locked while the
 * old photo's key is read and replaced, so of two parallel uploads neither old file is
 * forgotten; the old file is deleted only once the new key is committed.
 */
async function saveWithPhoto(
  db: Database,
  {
    table,
    id,
    values,
    change,
  }: {
    // Both tables share the columns written here; one code path serves either role.
    table: typeof students;
    id: number;
    values: Record<string, unknown>;
    change: PhotoChange;
  },
): Promise<void> {
  const replaced = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photo: table.photo })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    const set = Object.fromEntries(
      Object.entries({ ...values, photo: change.photo }).filter(([, value]) => value !== undefined),
    );
    // A form that changes nothing is still a success.
    if (Object.keys(set).length > 0) await tx.update(table).set(set).where(eq(table.id, id));
    return change.photo ? (row?.photo ?? null) : null;
  });
  if (replaced) {
    // The profile is saved either way; a file left behind is only wasted space.
    await change.storage.delete(replaced).catch((error: unknown) => {
      change.log.warn({ err: error, key: replaced }, 'old profile photo not deleted');
    });
  }
}

export async function updateStudentAdditionalInfo(
  db: Database,
  {
    id,
    info,
    change,
  }: { id: number; info: Additional & { grade?: number | undefined }; change: PhotoChange },
): Promise<StudentProfile> {
  const { grade, ...rest } = info;
  if (grade !== undefined) await assertGradeExists(db, grade);
  await saveWithPhoto(db, { table: students, id, values: { ...rest, grade_id: grade }, change });
  return readStudentProfile(db, id);
}

export async function updateTeacherAdditionalInfo(
  db: Database,
  {
    id,
    info,
    change,
  }: {
    id: number;
    info: Additional & { teaching_level?: TeachingLevel | undefined };
    change: PhotoChange;
  },
): Promise<TeacherProfile> {
  const table = teachers as unknown as typeof students;
  await saveWithPhoto(db, { table, id, values: info, change });
  return readTeacherProfile(db, id);
}
