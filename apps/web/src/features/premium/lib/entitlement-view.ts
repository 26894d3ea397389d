import { type Entitlement, SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { paths } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/**
 * Where an entitlement opens: a subject course's page, a teacher's page, a grade's subjects,
 * or the grades for everything.
 */
export function entitlementLink({ scope, course, grade }: Entitlement): string {
  if (scope === 'course' && course?.subject_id != null) {
    return paths.courseContent.to(course.subject_id, course.semester === 'second' ? 2 : 1);
  }
  if (scope === 'course' && course?.teacher_id != null) {
    return paths.teacherDetails.to(course.teacher_id);
  }
  if (scope === 'grade' && grade) return paths.materialsClass.to(grade.id);
  return paths.educationalLevel.path;
}

/**
 * An entitlement as it reads: its title in the reader's language (a course's, "Every premium
 * course of Grade 10", "Every premium course") and its end in Amman time.
 */
export function useEntitlementText() {
  const { message } = useMessage();
  const pick = useLocalized();
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  return {
    title: ({ scope, course, grade }: Entitlement): string => {
      if (scope === 'course' && course) return pick(course, 'title');
      if (scope === 'grade' && grade) {
        return message('cards.grade_courses', { grade: pick(grade, 'name') });
      }
      return message('cards.everything');
    },
    ends: (entitlement: Entitlement) => formatDate(entitlement.ends_at),
  };
}
