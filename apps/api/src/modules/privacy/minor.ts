/**
 * Whether a student is under 18, so a linked parent may export or delete their data
 * (docs/decisions.md, "Privacy"). The birthday decides when there is one. Without it, a
 * school grade (every grade here is 1-12, school age) or the youngest age group (15-18)
 * counts as under 18: a school student is a child, and a parent the child linked should not
 * lose access because a birthday was left empty. An adult age group without a birthday is
 * an adult.
 */
export function isUnderEighteen(
  student: { birthday: string | null; grade_id: number | null; age_group: string },
  now: Date,
): boolean {
  if (student.birthday) {
    const [year, month, day] = student.birthday.split('-').map(Number) as [number, number, number];
    const eighteenth = Date.UTC(year + 18, month - 1, day);
    return now.getTime() < eighteenth;
  }
  return student.grade_id !== null || student.age_group === '15-18';
}
