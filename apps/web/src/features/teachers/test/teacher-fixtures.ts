/** API rows for the teachers pages' tests, shaped as the server sends them. */
export const teacherRow = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  photo: `/storage/teachers/photos/${id}.webp`,
  about_you: `About teacher ${id}`,
  age_group_taught: 'High School',
  subject: 'Physics',
  ...overrides,
});

export const page = (data: unknown[], next_cursor: string | null = null) => ({
  status: 'success',
  data,
  next_cursor,
});

export const reviewRow = (id: number) => ({
  id,
  teacher_id: 1,
  full_name: `Reviewer ${id}`,
  comment: `Comment number ${id}`,
  permissions_to_publish: 'Allowed',
  created_at: '2026-01-15T10:00:00.000Z',
});
