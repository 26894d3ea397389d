import { formatSchoolTime, type Language, type Notification } from '@madrasa/contracts';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths.ts';

const KEYS = {
  assignment_new: 'line.new',
  assignment_due: 'line.due',
  assignment_overdue: 'line.overdue',
  exam_graded: 'line.graded',
} as const;

/** What a line says in the reader's language; a parent's names the child first. */
export function lineText(
  t: TFunction<'notifications'>,
  language: Language,
  line: Notification,
  forParent: boolean,
): string {
  const { assignment } = line;
  const text = assignment
    ? t(KEYS[line.kind], {
        class: assignment.class_name,
        title: language === 'ar' ? assignment.title_ar : assignment.title_en,
        due: formatSchoolTime(language, assignment.due_at),
        percent: line.percent ?? 0,
        interpolation: { escapeValue: false },
      })
    : t('line.gone');
  return forParent
    ? t('line.child', {
        name: line.student.first_name,
        line: text,
        interpolation: { escapeValue: false },
      })
    : text;
}

/** Where a line leads: the student's classes, or the parent's page of that child. */
export const lineLink = (line: Notification, forParent: boolean) =>
  forParent ? paths.parentChild.to(line.student.id) : `${paths.studentProfile.to()}?tab=classes`;
