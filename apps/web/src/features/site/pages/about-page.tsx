import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function AboutPage() {
  const { t } = useTranslation('site');
  return <Page title={t('about.title')} lead={t('about.lead')} />;
}
