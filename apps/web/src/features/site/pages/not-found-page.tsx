import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

/** The catch-all page: "Page Not Found" with a "Go Back" link to / (docs/product.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-8xl font-extrabold text-teal-600">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-teal-950 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('notFound.body')}</p>
      <Link to={paths.home.path} className={buttonClass('primary', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        {t('notFound.goBack')}
      </Link>
    </section>
  );
}
