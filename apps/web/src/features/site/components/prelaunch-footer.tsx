import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@/shared/api/get-site-config.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { SocialLinks } from '@/shared/ui/social-links.tsx';

const linkClass = 'rounded underline-offset-4 hover:text-amber-300 hover:underline';

/** The landing page's own footer: contact details, social links and the rights line. */
export function PrelaunchFooter({ config }: { config: SiteConfig }) {
  const { t, i18n } = useTranslation(['site', 'common']);
  const { phone, email, locationAr, locationEn } = config.contact;
  const location =
    toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar' ? locationAr : locationEn;
  return (
    <footer className="mt-auto bg-teal-950 text-teal-50 [&_:focus-visible]:outline-amber-300">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-10 text-center">
        <h2 className="text-lg font-bold text-white">{t('prelaunch.contact')}</h2>
        <ul className="flex flex-col items-center gap-3 sm:flex-row sm:gap-8">
          {phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-amber-300" />
              <span className="sr-only">{t('common:footer.phone')}: </span>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={linkClass}>
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-amber-300" />
              <span className="sr-only">{t('common:footer.email')}: </span>
              <a href={`mailto:${email}`} dir="ltr" className={linkClass}>
                {email}
              </a>
            </li>
          )}
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5 text-amber-300" />
            <span className="sr-only">{t('common:footer.location')}: </span>
            {location}
          </li>
        </ul>
        {config.social.length > 0 && (
          <SocialLinks
            links={config.social}
            linkClassName="bg-teal-900 hover:bg-amber-400 hover:text-slate-900"
          />
        )}
        <p className="text-sm text-teal-100">
          {t('common:footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
