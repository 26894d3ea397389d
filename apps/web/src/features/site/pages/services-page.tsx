import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function ServicesPage() {
  const { t } = useTranslation('site');
  return <Page title={t('services.title')} lead={t('services.lead')} />;
}
