import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@/shared/api/get-site-config.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { SocialIcon } from '@/shared/ui/social-icon.tsx';
import { PrelaunchFooter } from './prelaunch-footer.tsx';
import { PrelaunchServices } from './prelaunch-services.tsx';

/**
 * '/' in pre-launch mode (docs/decisions.md §6), without the site's header and footer: an Arabic
 * welcome, the social site, the external exam site in a new tab, what is coming, and contacts.
 */
export function PrelaunchLanding({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(['site', 'common']);
  usePageTitle(undefined, { description: t('prelaunch.lead') });
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 px-4 py-4">
        <Logo />
        <div className="flex items-center gap-1">
          {config.socialSiteUrl && (
            <a
              href={config.socialSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-teal-800 hover:bg-teal-50"
            >
              <SocialIcon network={socialNetworkOf(config)} className="size-5" />
              <span className="sr-only sm:not-sr-only">{t('prelaunch.social')}</span>
              <span className="sr-only">{t('common:newTab')}</span>
            </a>
          )}
          <LanguageMenu />
        </div>
      </div>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-12 pb-10 text-center">
        <h1 className="text-4xl font-bold text-teal-950 sm:text-5xl">{t('prelaunch.title')}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{t('prelaunch.lead')}</p>
        {config.examSiteUrl && (
          <a
            href={config.examSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'mt-8')}
          >
            {t('prelaunch.examSite')}
            <ExternalLink aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('common:newTab')}</span>
          </a>
        )}
      </section>
      <PrelaunchServices />
      <PrelaunchFooter config={config} />
    </div>
  );
}

/** The network whose icon the social site link shows (a globe when it is none of the known). */
const socialNetworkOf = (config: SiteConfig): string =>
  config.social.find((link) => link.url === config.socialSiteUrl)?.network ?? '';
