import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

/**
 * The router's error page ("Unexpected Application Error!", docs/product.md §8), friendlier than the
 * library default: bilingual, with reload and home actions. `standalone` renders its own
 * <main> for errors that took the whole layout down. Plain <a href> on purpose: after an
 * error (e.g. a stale chunk after a deploy) a full page load is the reliable recovery.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('appError.title'));
  if (import.meta.env.DEV) console.error(error);

  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-teal-950">{t('appError.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('appError.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass()}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('appError.reload')}
        </button>
        <a href="/" className={buttonClass('secondary')}>
          {t('appError.home')}
        </a>
      </div>
    </section>
  );

  if (!standalone) return content;
  return (
    <main id="main" className="grid min-h-dvh place-items-center">
      {content}
    </main>
  );
}
