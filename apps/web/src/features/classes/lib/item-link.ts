import type { AssignedItem, AssignmentKind } from '@madrasa/contracts';
import { type CourseMaterial, paths } from '@/config/paths.ts';

/** The course material page each catalogue PDF lives on. */
const MATERIAL_OF: Partial<Record<AssignmentKind, CourseMaterial>> = {
  worksheet: 'worksheets',
  exam: 'exams',
  summary: 'summaries',
  teacher_guide: 'teachers-guide',
};

/**
 * Where an assigned item opens: a lesson on its course's lessons page with its player open
 * (`?lesson=`), a catalogue PDF on its material page, a computer-based exam on its start
 * page, a teacher's upload on that teacher's page. Null when its course is gone.
 */
export function itemLink(item: AssignedItem): string | null {
  if (item.kind === 'computer_exam') return paths.computerExam.to(item.id);
  if (item.teacher_id !== null && item.kind.startsWith('teacher_')) {
    return paths.teacherDetails.to(item.teacher_id);
  }
  if (item.subject_id === null) return null;
  const course = paths.courseContent.to(item.subject_id, item.semester === 'second' ? 2 : 1);
  if (item.kind === 'lesson')
    return `${paths.courseMaterial.to(course, 'lesson')}?lesson=${item.id}`;
  const material = MATERIAL_OF[item.kind];
  return material ? paths.courseMaterial.to(course, material) : null;
}
