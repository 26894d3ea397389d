import type { StudentProfile, TeacherProfile } from '../api/profile-types.ts';

/** A profile's level as a select value: a student's grade id, a teacher's teaching level. */
export const levelOf = (profile: StudentProfile | TeacherProfile): string => {
  if ('grade' in profile) return profile.grade === null ? '' : String(profile.grade);
  return profile.teaching_level ?? '';
};
