import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { Logo } from '@/shared/ui/logo.tsx';
import { SocialLinks } from '@/shared/ui/social-links.tsx';
import { FOOTER_NAV } from './nav-items.ts';

const linkClass = 'rounded text-teal-50 underline-offset-4 hover:text-amber-300 hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-lg font-bold text-white">{title}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const { config } = useSiteConfig();
  const { contact, social } = config;
  const location =
    toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar'
      ? contact.locationAr
      : contact.locationEn;

  return (
    <footer className="bg-teal-950 text-teal-50 [&_:focus-visible]:outline-amber-300">
      <div className="mx-auto grid max-w-site gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1.5fr_1fr_1fr] lg:px-8">
        <div>
          <Link to={paths.home.path} className="inline-block rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs leading-relaxed text-teal-100">{t('footer.tagline')}</p>
        </div>

        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="mb-4 text-lg font-bold text-white">{t('footer.quickLinks')}</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <Column title={t('footer.contact')}>
          <ul className="space-y-3">
            {contact.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
                <span className="sr-only">{t('footer.phone')}: </span>
                <a
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  className={linkClass}
                  dir="ltr"
                >
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
                <span className="sr-only">{t('footer.email')}: </span>
                <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`} dir="ltr">
                  {contact.email}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
              <span className="sr-only">{t('footer.location')}: </span>
              <span>{location}</span>
            </li>
          </ul>
        </Column>

        {social.length > 0 && (
          <Column title={t('footer.followUs')}>
            <SocialLinks
              links={social}
              className="flex-wrap"
              linkClassName="bg-teal-900 text-teal-50 hover:bg-amber-400 hover:text-slate-900"
            />
          </Column>
        )}
      </div>
      {/* Room at the very end for the floating back-to-top button (root-layout.tsx), so once
          scrolled to the bottom it lies over this blank strip, not over a link. */}
      <p className="border-t border-teal-900 px-4 pt-5 pb-16 text-center text-sm text-teal-100">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
