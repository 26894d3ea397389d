/** A verified demo student, so profile and question flows can be tried at once. */
export const DEMO_STUDENT = {
  first_name: 'سارة',
  last_name: 'النعيمات',
  email: 'sara.student@example.com',
  phone_number: '+962781000001',
  gender: 'female',
  age_group: '15-18',
  school_type: 'governmental',
  residence: 'Amman',
  birthday: '2008-05-20',
  grade_key: 'grade12',
  about_you: 'طالبة في الصف الثاني الثانوي أستعد لامتحان التوجيهي.',
} as const;
