import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { Page } from '@/shared/ui/page.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactMap } from '../components/contact-map.tsx';

export function ContactPage() {
  const { t, i18n } = useTranslation('site');
  const { config } = useSiteConfig();
  const { contact } = config;
  const location =
    toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar'
      ? contact.locationAr
      : contact.locationEn;
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')}>
      <ContactDetails config={config} location={location} />
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <ContactForm className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" />
        <ContactMap embedUrl={contact.mapEmbedUrl} mapUrl={contact.mapUrl} location={location} />
      </div>
    </Page>
  );
}
