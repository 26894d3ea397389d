import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CourseMaterial, paths } from '@/config/paths.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { BackLink } from '@/shared/ui/back-link.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { type Course, CourseGate } from './course-gate.tsx';

/**
 * The frame of the six material pages under /course-content/:subjectId/:semesterId: the
 * heading (the Book page's is the subject's name, docs/product.md §2), the subject and semester, and
 * a link back to the course's tiles.
 */
export function CourseMaterialFrame({
  material,
  children,
}: {
  material: CourseMaterial;
  children: (course: Course) => ReactNode;
}) {
  return (
    <CourseGate>
      {(course) => (
        <Frame material={material} course={course}>
          {children(course)}
        </Frame>
      )}
    </CourseGate>
  );
}

function Frame({
  material,
  course: { filter, subject },
  children,
}: {
  material: CourseMaterial;
  course: Course;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const subjectName = pick(subject.data, 'name');
  const materialName = t(`material.${material}`);
  const semester = t(`semester.${filter.semester}`);
  const isBook = material === 'book';
  return (
    <Page
      title={isBook ? subjectName || materialName : materialName}
      lead={
        isBook
          ? t('material.context', { first: materialName, second: semester })
          : // A blank line until the subject arrives keeps the page from shifting.
            subjectName
            ? t('material.context', { first: subjectName, second: semester })
            : '\u00a0'
      }
    >
      <BackLink to={paths.courseContent.to(filter.subjectId, semesterTab(filter.semester))}>
        {t('courseContent.back')}
      </BackLink>
      {children}
    </Page>
  );
}
