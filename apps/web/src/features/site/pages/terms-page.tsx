import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function TermsPage() {
  const { t } = useTranslation('site');
  return <Page title={t('terms.title')} lead={t('terms.lead')} />;
}
