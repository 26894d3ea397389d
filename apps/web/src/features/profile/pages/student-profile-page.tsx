import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function StudentProfilePage() {
  const { t } = useTranslation('profile');
  return <Page title={t('student.title')} lead={t('student.lead')} />;
}
