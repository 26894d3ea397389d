import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@/shared/api/get-site-config.ts';
import { SocialLinks } from '@/shared/ui/social-links.tsx';

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <span className="grid size-14 place-items-center rounded-full bg-teal-700 text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-teal-950">{title}</h2>
      <div className="mt-1 text-slate-700">{children}</div>
    </li>
  );
}

const linkClass = 'rounded font-medium text-teal-800 underline-offset-4 hover:underline';

/** The three fixed details of docs/product.md §2 (phone, e-mail, Amman - Jordan), from the settings. */
export function ContactDetails({ config, location }: { config: SiteConfig; location: string }) {
  const { t } = useTranslation(['site', 'common']);
  const { phone, email } = config.contact;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {phone && (
          <InfoCard icon={Phone} title={t('contact.phone')}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={linkClass}>
              {phone}
            </a>
          </InfoCard>
        )}
        {email && (
          <InfoCard icon={Mail} title={t('contact.email')}>
            <a href={`mailto:${email}`} dir="ltr" className={`${linkClass} break-all`}>
              {email}
            </a>
          </InfoCard>
        )}
        <InfoCard icon={MapPin} title={t('contact.location')}>
          {location}
        </InfoCard>
      </ul>
      {config.social.length > 0 && (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <h2 className="font-bold text-teal-950">{t('contact.social')}</h2>
          <SocialLinks
            links={config.social}
            className="flex-wrap"
            linkClassName="bg-teal-50 text-teal-800 hover:bg-teal-700 hover:text-white"
          />
        </div>
      )}
    </>
  );
}
