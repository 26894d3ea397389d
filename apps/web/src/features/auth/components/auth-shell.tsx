import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { WelcomeSlider } from './welcome-slider.tsx';

/**
 * The frame of every auth screen (docs/product.md §2): a welcome panel with the logo and the image
 * slider beside the screen's content (above it, compact, on phones), with its own home link
 * and language menu since the site header is hidden here. `title` names the page (tab title
 * and h1); `heading` replaces the h1 text where docs/product.md §2 words it differently, and `kicker`
 * then keeps the page's name visible above it; `lead` is a line under the h1.
 */
export function AuthShell({
  title,
  heading,
  kicker,
  lead,
  children,
}: {
  title: string;
  heading?: string;
  kicker?: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  usePageTitle(title);
  return (
    <div className="grid flex-1 grid-cols-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <section aria-label={t('welcome.title')} className="bg-teal-800 text-white">
        {/* On wide screens the panel stays in view while a long form scrolls beside it. */}
        <div className="flex flex-col gap-4 px-4 py-4 sm:px-8 lg:sticky lg:top-0 lg:min-h-dvh lg:justify-center lg:gap-8 lg:py-12">
          <Link to={paths.home.path} className="self-start rounded-lg">
            <Logo tone="light" />
          </Link>
          <div className="hidden lg:block">
            <p className="text-3xl font-bold">{t('welcome.title')}</p>
            <p className="mt-2 max-w-md leading-relaxed text-teal-50">{t('welcome.body')}</p>
          </div>
          <WelcomeSlider />
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
        <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center py-6 lg:py-10">
          {kicker && <p className="font-semibold text-teal-700">{kicker}</p>}
          <h1 className="text-3xl font-bold text-teal-950">{heading ?? title}</h1>
          {lead && <p className="mt-2 text-slate-700">{lead}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
