import { type StudentProfile, type TeacherProfile, usernameOf } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { students, teachers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { optionalStoragePath, teacherPhotoPath } from '../../lib/storage-path.ts';

/** A session whose account is gone counts as no session. */
const accountGone = () => new AppError(401, 'unauthenticated', 'error.unauthenticated');

export async function readStudentProfile(db: Database, id: number): Promise<StudentProfile> {
  const [row] = await db
    .select({
      id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      email: students.email,
      phone_number: students.phone_number,
      residence: students.residence,
      gender: students.gender,
      birthday: students.birthday,
      grade: students.grade_id,
      about_you: students.about_you,
      photo: students.photo,
      age_group: students.age_group,
      school_type: students.school_type,
    })
    .from(students)
    .where(eq(students.id, id));
  if (!row) throw accountGone();
  return {
    ...row,
    username: usernameOf({ role: 'student', firstName: row.first_name, id: row.id }),
    photo: optionalStoragePath(row.photo),
  };
}

export async function readTeacherProfile(db: Database, id: number): Promise<TeacherProfile> {
  const [row] = await db
    .select({
      id: teachers.id,
      first_name: teachers.first_name,
      last_name: teachers.last_name,
      email: teachers.email,
      phone_number: teachers.phone_number,
      gender: teachers.gender,
      birthday: teachers.birthday,
      teaching_level: teachers.teaching_level,
      about_you: teachers.about_you,
      photo: teachers.photo,
      age_group_taught: teachers.age_group_taught,
      years_of_experience: teachers.years_of_experience,
      subject: teachers.subject,
      residence: teachers.residence,
    })
    .from(teachers)
    .where(eq(teachers.id, id));
  if (!row) throw accountGone();
  return {
    ...row,
    username: usernameOf({ role: 'teacher', firstName: row.first_name, id: row.id }),
    // Teachers without a photo show the default image, as on their public page.
    photo: teacherPhotoPath(row.photo),
  };
}
