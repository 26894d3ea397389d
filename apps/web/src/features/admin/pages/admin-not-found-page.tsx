import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { adminPaths } from '../lib/admin-paths.ts';

export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPageFrame title={t('notFound.title')}>
      <p className="text-slate-700">{t('notFound.text')}</p>
      <Link to={adminPaths.home} className={buttonClass('primary', 'mt-4')}>
        {t('notFound.back')}
      </Link>
    </AdminPageFrame>
  );
}
