import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/shared/ui/page.tsx';

/** /course-content/:materialName resolves a subject by its English or Arabic name (DESIGN.md §6). */
export function CourseByNamePage() {
  const { t } = useTranslation('catalogue');
  const { materialName = '' } = useParams();
  return <Page title={materialName || t('courseContent.title')} lead={t('courseByName.lead')} />;
}
