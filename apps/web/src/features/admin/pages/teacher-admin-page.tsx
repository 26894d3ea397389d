import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useAdminTeacher } from '../api/get-teacher.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { TeacherProfileCard } from '../components/teacher-profile-card.tsx';
import { TeacherUploadsTable } from '../components/teacher-uploads-table.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';

/** /admin/teachers/:id — one teacher's profile fields and uploads. */
export function TeacherAdminPage() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <AdminNotFoundPage />;
  return <TeacherDetails id={id} />;
}

function TeacherDetails({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const teacher = useAdminTeacher(id);
  const name = teacher.data
    ? `${teacher.data.first_name} ${teacher.data.last_name}`
    : t('nav.teachers');
  return (
    <AdminPageFrame
      title={name}
      actions={
        <Link
          to={adminPaths.teachers}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          {t('teachers.back')}
        </Link>
      }
    >
      {teacher.isPending ? (
        <LoadingState />
      ) : teacher.isError ? (
        <ErrorState
          message={errorMessage(teacher.error, t('list.failed'))}
          onRetry={() => teacher.refetch()}
        />
      ) : (
        <>
          <TeacherProfileCard teacher={teacher.data} />
          <TeacherUploadsTable teacherId={id} />
        </>
      )}
    </AdminPageFrame>
  );
}
