import type { StudentProfile } from '@madrasa/contracts';

/** A student's profile as GET /api/student/profile answers it, for the screens that host tabs. */
export const studentProfile = (overrides: Partial<StudentProfile> = {}): StudentProfile => ({
  id: 2,
  username: 'stu_sara_2',
  first_name: 'Sara',
  last_name: 'Haddad',
  email: 'sara@example.com',
  phone_number: '+962791234567',
  residence: 'Irbid',
  gender: 'female',
  birthday: '2008-05-01',
  grade: 10,
  about_you: null,
  photo: null,
  age_group: '15-18',
  school_type: 'governmental',
  ...overrides,
});

/** The whole answer of GET /api/student/profile. */
export const studentProfileAnswer = (overrides: Partial<StudentProfile> = {}) => ({
  status: 'success',
  data: { student: studentProfile(overrides) },
});
