import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function TeacherProfilePage() {
  const { t } = useTranslation('profile');
  return <Page title={t('teacher.title')} lead={t('teacher.lead')} />;
}
