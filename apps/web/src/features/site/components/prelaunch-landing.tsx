import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@/shared/api/get-site-config.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { SocialIcon, socialNetworkName } from '@/shared/ui/social-icon.tsx';

/** '/' in pre-launch mode (DESIGN.md §6): a welcome, the exam site, social links. */
export function PrelaunchLanding({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(['site', 'common']);
  usePageTitle();
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Logo />
        <LanguageMenu />
      </div>
      <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
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
        {config.social.length > 0 && (
          <ul className="mt-10 flex gap-3">
            {config.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-full bg-teal-700 text-white hover:bg-teal-800"
                >
                  <SocialIcon network={link.network} className="size-5" />
                  <span className="sr-only">
                    {socialNetworkName(link.network)} {t('common:newTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="px-4 py-6 text-center text-sm text-slate-700">
        {t('common:footer.rights', { year: new Date().getFullYear() })}
      </p>
    </div>
  );
}
