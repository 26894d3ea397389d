import { TEACHING_LEVELS, type TeachingLevel } from '@madrasa/contracts';
import { positiveId, type Row, text } from '@/shared/api/read-rows.ts';
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

const isLevel = (value: unknown): value is TeachingLevel =>
  typeof value === 'string' && (TEACHING_LEVELS as readonly string[]).includes(value);

export function toTeacher(row: Row): Teacher | null {
  const id = positiveId(row.id);
  if (id === null) return null;
  const firstName = text(row.first_name).trim();
  const lastName = text(row.last_name).trim();
  return {
    id,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    photo: fileUrl(text(row.photo) || DEFAULT_TEACHER_PHOTO),
    about: text(row.about_you).trim(),
    ageGroupTaught: isLevel(row.age_group_taught) ? row.age_group_taught : null,
    subject: text(row.subject).trim(),
  };
}
