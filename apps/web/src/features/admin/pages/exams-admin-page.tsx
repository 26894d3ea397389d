import { useTranslation } from 'react-i18next';
import { type AuthoringHost, ExamAuthoring } from '@/shared/exam-authoring/index.ts';
import { ADMIN_QUERY_ROOT, adminRequest } from '../api/admin-request.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';

const host: AuthoringHost = { request: adminRequest, queryRoot: ADMIN_QUERY_ROOT };

/** /admin/exams — the question bank and the computer-based exams of every subject. */
export function ExamsAdminPage() {
  const { t } = useTranslation('authoring');
  return (
    <AdminPageFrame title={t('title')}>
      <ExamAuthoring host={host} />
    </AdminPageFrame>
  );
}
