import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseMaterial, paths } from '@/config/paths.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
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
      <Link
        to={paths.courseContent.to(filter.subjectId, semesterTab(filter.semester))}
        className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        {t('courseContent.back')}
      </Link>
      {children}
    </Page>
  );
}
