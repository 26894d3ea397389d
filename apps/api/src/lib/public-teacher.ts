import type { PublicTeacher } from '@madrasa/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { teachers } from '../db/schema.ts';
import { notFoundError } from './app-error.ts';
import { teacherPhotoPath } from './storage-path.ts';

/**
 * Teachers the public may see: not hidden by moderation, and verified, so an abandoned
 * sign-up never shows up in the directory.
 */
export const isPublicTeacher = and(eq(teachers.hidden, false), isNotNull(teachers.verified_at));

/** Only the public columns: private ones are never even read. */
export const publicTeacherColumns = {
  id: teachers.id,
  first_name: teachers.first_name,
  last_name: teachers.last_name,
  photo: teachers.photo,
  about_you: teachers.about_you,
  age_group_taught: teachers.age_group_taught,
  subject: teachers.subject,
};

type PublicTeacherRow = Omit<PublicTeacher, 'photo'> & { photo: string | null };

export const toPublicTeacher = (row: PublicTeacherRow): PublicTeacher => ({
  ...row,
  photo: teacherPhotoPath(row.photo),
});

/** A teacher's public profile; 404 for an unknown or hidden teacher. */
export async function findPublicTeacher(db: Database, id: number): Promise<PublicTeacher> {
  const [row] = await db
    .select(publicTeacherColumns)
    .from(teachers)
    .where(and(eq(teachers.id, id), isPublicTeacher));
  if (!row) throw notFoundError();
  return toPublicTeacher(row);
}

/** Throws 404 unless the teacher is public; for lists that belong to one teacher. */
export async function assertPublicTeacher(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.id, id), isPublicTeacher));
  if (!row) throw notFoundError();
}
