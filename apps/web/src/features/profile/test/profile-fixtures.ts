import type { TeacherProfile } from '@madrasa/contracts';

export const ok = (data: unknown) => ({ status: 'success', data });

export { studentProfile } from '@/test/student-profile.ts';

export const teacherProfile = (overrides: Partial<TeacherProfile> = {}): TeacherProfile => ({
  id: 4,
  username: 'tch_omar_4',
  first_name: 'Omar',
  last_name: 'Khalil',
  email: 'omar@example.com',
  phone_number: '+962795555555',
  gender: 'male',
  birthday: null,
  teaching_level: 'High School',
  about_you: 'Physics teacher.',
  photo: '/storage/defaults/teacher-photo.webp',
  age_group_taught: 'High School',
  years_of_experience: 6,
  subject: 'Physics',
  residence: 'Amman',
  ...overrides,
});

export const GRADES = ok([
  {
    id: 9,
    name_ar: 'الصف التاسع',
    name_en: 'Ninth Grade',
    study_phase: 'middle',
    grade_key: 'grade9',
  },
  {
    id: 10,
    name_ar: 'الصف العاشر',
    name_en: 'Tenth Grade',
    study_phase: 'middle',
    grade_key: 'grade10',
  },
]);

export const ownFile = (id: number, file_name: string) => ({
  id,
  file_name,
  file_path: `/storage/teachers/files/${id}.pdf`,
  file_type: 'summary',
  file_size: 2048,
  original_name: `${file_name}.pdf`,
  hidden: false,
  created_at: '2026-01-10T10:00:00.000Z',
});
