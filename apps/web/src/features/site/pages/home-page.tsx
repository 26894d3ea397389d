import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { ContinueLearning } from '@/shared/progress/continue-learning.tsx';
import { HomeBlog } from '../components/home-blog.tsx';
import { HomeCta } from '../components/home-cta.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeLevels } from '../components/home-levels.tsx';
import { HomeSubjects } from '../components/home-subjects.tsx';
import { HomeTeachers } from '../components/home-teachers.tsx';
import { PrelaunchLanding } from '../components/prelaunch-landing.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { ServiceCards } from '../components/service-cards.tsx';

/**
 * '/': Home in the live site, the pre-launch landing page otherwise (docs/decisions.md §6).
 * `forStudent`: what other features show a signed-in student above Continue learning (the
 * To do strip), given by the app's route; it renders nothing for anyone else.
 */
export function HomePage({ forStudent }: { forStudent?: ReactNode }) {
  const { config } = useSiteConfig();
  if (config.launchMode === 'prelaunch') return <PrelaunchLanding config={config} />;
  return <LiveHome forStudent={forStudent} />;
}

function LiveHome({ forStudent }: { forStudent: ReactNode }) {
  const { t } = useTranslation('site');
  usePageTitle(undefined, { description: t('home.description') });
  return (
    <>
      <HomeHero />
      {forStudent}
      <ContinueLearning />
      <HomeLevels />
      <HomeSubjects />
      <section aria-labelledby="home-services" className="below-fold bg-teal-50/60">
        <div className="mx-auto w-full max-w-site px-4 py-12 sm:px-6 lg:px-8">
          <SectionHeading
            id="home-services"
            title={t('home.services.title')}
            more={{ to: paths.services.path, label: t('home.services.all') }}
          />
          <ServiceCards heading="h3" />
        </div>
      </section>
      <HomeTeachers />
      <HomeBlog />
      <HomeCta />
    </>
  );
}
