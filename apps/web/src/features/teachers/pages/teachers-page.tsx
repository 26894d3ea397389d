import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function TeachersPage() {
  const { t } = useTranslation('teachers');
  return <Page title={t('list.title')} lead={t('list.lead')} />;
}
