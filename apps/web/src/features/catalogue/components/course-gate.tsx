import type { Subject } from '@madrasa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { parseId, parseSemesterTab } from '@/shared/lib/route-params.ts';
import { useSubject } from '../api/get-subject.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { NotFoundView } from './not-found-view.tsx';

export type Course = { filter: CourseFilter; subject: UseQueryResult<Subject> };

export function CourseNotFound() {
  const { t } = useTranslation('catalogue');
  return (
    <NotFoundView
      title={t('course.notFound')}
      body={t('course.notFoundBody')}
      backTo={paths.educationalLevel.path}
      backLabel={t('materialsClass.backToLevels')}
    />
  );
}

/**
 * Reads :subjectId and :semesterId (1 or 2, or first or second) for the course pages. A
 * malformed id, any other semester, or a subject the API does not know shows the not-found
 * view; otherwise the page renders at once and its lists load beside the subject.
 */
export function CourseGate({ children }: { children: (course: Course) => ReactNode }) {
  const params = useParams();
  const subjectId = parseId(params.subjectId);
  const semester = parseSemesterTab(params.semesterId);
  if (subjectId === null || semester === null) return <CourseNotFound />;
  return <KnownCourse filter={{ subjectId, semester }}>{children}</KnownCourse>;
}

function KnownCourse({
  filter,
  children,
}: {
  filter: CourseFilter;
  children: (course: Course) => ReactNode;
}) {
  const subject = useSubject(filter.subjectId);
  if (subject.error instanceof ApiError && subject.error.status === 404) return <CourseNotFound />;
  return <>{children({ filter, subject })}</>;
}
