import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/shared/ui/page.tsx';

export function MaterialsClassPage() {
  const { t } = useTranslation('catalogue');
  const { gradeId = '' } = useParams();
  return (
    <Page title={t('materialsClass.title', { id: gradeId })} lead={t('materialsClass.lead')} />
  );
}
