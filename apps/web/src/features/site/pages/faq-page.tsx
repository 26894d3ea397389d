import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function FaqPage() {
  const { t } = useTranslation('site');
  return <Page title={t('faq.title')} lead={t('faq.lead')} />;
}
