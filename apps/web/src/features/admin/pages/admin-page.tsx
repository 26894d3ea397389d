import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { Logo } from '@/shared/ui/logo.tsx';

/** The admin console's entry: its own frame, outside the public layout. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <Link to={paths.home.path} className="inline-block rounded-lg">
          <Logo />
        </Link>
        <h1 className="mt-6 text-3xl font-bold text-teal-950">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>
      </div>
    </main>
  );
}
