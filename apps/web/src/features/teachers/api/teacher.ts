import type { PublicTeacher, TeachingLevel } from '@madrasa/contracts';
import { DEFAULT_TEACHER_PHOTO, fileUrl } from '@/shared/lib/file-url.ts';

export type Teacher = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  /** An absolute or host-prefixed URL, the default image when the teacher has none. */
  photo: string;
  about: string;
  /** null shows as "Undefined" (docs/product.md §3). */
  ageGroupTaught: TeachingLevel | null;
  subject: string;
};

/** A teacher as the directory and the teacher's page draw them. */
export function toTeacher(row: PublicTeacher): Teacher {
  const firstName = row.first_name.trim();
  const lastName = row.last_name.trim();
  return {
    id: row.id,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    photo: fileUrl(row.photo || DEFAULT_TEACHER_PHOTO),
    about: (row.about_you ?? '').trim(),
    ageGroupTaught: row.age_group_taught,
    subject: row.subject.trim(),
  };
}
