import { SUBJECT_NAME_MAX } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { fetchFailureText } from '@/shared/lib/api-client.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { Page } from '@/shared/ui/page.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { NotFoundView } from '../components/not-found-view.tsx';

/**
 * /course-content/:materialName resolves a subject by its English or Arabic name and opens
 * its first semester (docs/decisions.md §6). The same name exists in several grades; the lowest
 * grade's subject wins, as the API lists subjects in school order.
 */
export function CourseByNamePage() {
  const { materialName = '' } = useParams();
  const name = materialName.trim();
  // A name the API would refuse as malformed cannot name a subject.
  return name && name.length <= SUBJECT_NAME_MAX ? (
    <ResolveCourse name={name} />
  ) : (
    <SubjectNotFound name={materialName} />
  );
}

function ResolveCourse({ name }: { name: string }) {
  const { t } = useTranslation('catalogue');
  const subjects = useSubjects({ name });
  if (subjects.isSuccess) {
    const subject = subjects.data.find((row) => row.semester === 'first') ?? subjects.data[0];
    if (!subject) return <SubjectNotFound name={name} />;
    return (
      <Navigate to={paths.courseContent.to(subject.id, semesterTab(subject.semester))} replace />
    );
  }
  return (
    <Page title={name}>
      {subjects.isError ? (
        <ErrorState
          message={fetchFailureText(subjects.error, {
            wentWrong: t('subjects.fetchError'),
            failed: t('subjects.fetchFailed'),
          })}
          onRetry={() => void subjects.refetch()}
        />
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

function SubjectNotFound({ name }: { name: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <NotFoundView
      title={t('courseByName.notFound')}
      body={t('courseByName.notFoundBody', { name })}
      backTo={paths.educationalLevel.path}
      backLabel={t('materialsClass.backToLevels')}
    />
  );
}
