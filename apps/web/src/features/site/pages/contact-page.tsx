import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function ContactPage() {
  const { t } = useTranslation('site');
  return <Page title={t('contact.title')} lead={t('contact.lead')} />;
}
