import { formatSchoolTime, type Language, type Notification, translate } from '@madrasa/contracts';

const KEYS = {
  assignment_new: 'notifications.line_new',
  assignment_due: 'notifications.line_due',
  assignment_overdue: 'notifications.line_overdue',
  exam_graded: 'notifications.line_graded',
} as const;

/** A line as the digest words it; a parent's line names the child first. */
export function lineText(language: Language, line: Notification, forParent: boolean): string {
  const { assignment } = line;
  const text = assignment
    ? translate(language, KEYS[line.kind], {
        class: assignment.class_name,
        title: language === 'ar' ? assignment.title_ar : assignment.title_en,
        due: formatSchoolTime(language, assignment.due_at),
        percent: line.percent ?? 0,
      })
    : translate(language, 'notifications.line_gone');
  return forParent
    ? translate(language, 'notifications.line_child', { name: line.student.first_name, line: text })
    : text;
}
