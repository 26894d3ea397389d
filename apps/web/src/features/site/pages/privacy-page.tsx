import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function PrivacyPage() {
  const { t } = useTranslation('site');
  return <Page title={t('privacy.title')} lead={t('privacy.lead')} />;
}
