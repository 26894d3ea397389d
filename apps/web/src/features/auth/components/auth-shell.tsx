import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo, LogoMark } from '@/shared/ui/logo.tsx';

/**
 * The frame of every auth screen (spec §2): a welcome panel with the logo (the image slider
 * joins it with the forms) beside the screen's content, with its own home link and language
 * menu since the site header is hidden here.
 */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  usePageTitle(title);
  return (
    <div className="grid flex-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section
        aria-label={t('welcome.title')}
        className="flex flex-col gap-4 bg-teal-800 px-4 py-6 text-white sm:px-8 lg:justify-center lg:gap-8 lg:py-12"
      >
        <Link to={paths.home.path} className="self-start rounded-lg">
          <Logo tone="light" />
        </Link>
        <div aria-hidden="true" className="relative mx-auto hidden size-64 lg:block">
          <div className="absolute inset-0 rounded-full bg-teal-700" />
          <div className="absolute -end-3 top-4 size-16 rounded-full bg-amber-300" />
          <LogoMark className="absolute inset-14 drop-shadow-xl" />
        </div>
        <div>
          <p className="text-2xl font-bold lg:text-3xl">{t('welcome.title')}</p>
          <p className="mt-2 max-w-md leading-relaxed text-teal-50">{t('welcome.body')}</p>
        </div>
      </section>
      <div className="flex flex-col px-4 py-4 sm:px-8">
        <div className="flex items-center justify-between gap-2">
          <Link
            to={paths.home.path}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-teal-800 hover:bg-teal-50"
          >
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('backHome')}
          </Link>
          <LanguageMenu />
        </div>
        <div className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center py-8">
          <h1 className="text-3xl font-bold text-teal-950">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
