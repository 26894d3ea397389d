import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

export function BlogPage() {
  const { t } = useTranslation('site');
  return <Page title={t('blog.title')} lead={t('blog.lead')} />;
}
