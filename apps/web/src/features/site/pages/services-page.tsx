import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { ServiceCards } from '../components/service-cards.tsx';

export function ServicesPage() {
  const { t } = useTranslation('site');
  return (
    <Page title={t('services.title')} lead={t('services.lead')}>
      <ServiceCards />
      <section
        aria-labelledby="services-cta"
        className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="services-cta" className="text-xl font-bold text-teal-950">
            {t('services.cta.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('services.cta.body')}</p>
        </div>
        <Link to={paths.educationalLevel.path} className={buttonClass('primary')}>
          {t('home.browseGrades')}
          <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
        </Link>
      </section>
    </Page>
  );
}
