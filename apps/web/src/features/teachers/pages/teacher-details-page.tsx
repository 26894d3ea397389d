import { SHARE_DESCRIPTION_MAX, truncate } from '@madrasa/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { parseId } from '@/shared/lib/route-params.ts';
import { Page } from '@/shared/ui/page.tsx';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { useTeacher } from '../api/get-teacher.ts';
import { TeacherProfile } from '../components/teacher-profile.tsx';
import { TeacherTabs } from '../components/teacher-tabs.tsx';

function BackToTeachers() {
  const { t } = useTranslation('teachers');
  return (
    <Link
      to={paths.teachers.path}
      className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      {t('details.back')}
    </Link>
  );
}

/** /teachers-details/:id: profile, then Courses, Files, Teacher Exams and Reviews (docs/product.md §2). */
export function TeacherDetailsPage() {
  const { t } = useTranslation('teachers');
  const id = parseId(useParams().id);
  const teacher = useTeacher(id);
  usePageTitle(teacher.data?.fullName, {
    description: truncate(teacher.data?.about ?? '', SHARE_DESCRIPTION_MAX),
    image: teacher.data?.photo,
    type: 'profile',
  });

  if (id !== null && teacher.isPending) {
    return (
      <div className="mx-auto w-full max-w-site px-4 py-10 sm:px-6 lg:px-8">
        <LoadingState />
      </div>
    );
  }
  // Whatever went wrong (a bad id, a 404, no connection), the visitor gets a way back.
  if (!teacher.data) {
    return (
      <Page title={t('details.notFound')} lead={t('details.notFoundBody')}>
        <BackToTeachers />
      </Page>
    );
  }
  return (
    <div className="mx-auto w-full max-w-site px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <BackToTeachers />
      <TeacherProfile teacher={teacher.data} />
      <TeacherTabs teacherId={teacher.data.id} />
    </div>
  );
}
