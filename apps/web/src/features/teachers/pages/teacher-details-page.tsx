import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Page } from '@/shared/ui/page.tsx';

export function TeacherDetailsPage() {
  const { t } = useTranslation('teachers');
  return (
    <Page title={t('details.title')} lead={t('details.lead')}>
      <Link
        to={paths.teachers.path}
        className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        {t('details.back')}
      </Link>
    </Page>
  );
}
