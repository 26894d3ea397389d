import { ArrowRight, BookOpen, ClipboardCheck, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LogoMark } from '@/shared/ui/logo.tsx';
import { PrelaunchLanding } from '../components/prelaunch-landing.tsx';

const HIGHLIGHTS = [
  { icon: PlayCircle, title: 'home.lessons.title', body: 'home.lessons.body' },
  { icon: BookOpen, title: 'home.books.title', body: 'home.books.body' },
  { icon: ClipboardCheck, title: 'home.exams.title', body: 'home.exams.body' },
] as const;

export function HomePage() {
  const { config } = useSiteConfig();
  if (config.launchMode === 'prelaunch') return <PrelaunchLanding config={config} />;
  return <LiveHome />;
}

function LiveHome() {
  const { t } = useTranslation('site');
  usePageTitle();
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto grid max-w-site items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
          <div>
            <p className="mb-4 inline-block rounded-xl bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900">
              {t('home.eyebrow')}
            </p>
            <h1 className="text-4xl leading-tight font-bold text-teal-950 sm:text-5xl">
              {t('home.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">{t('home.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.educationalLevel.path} className={buttonClass('primary')}>
                {t('home.browseGrades')}
                <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              </Link>
              <Link to={paths.teachers.path} className={buttonClass('secondary')}>
                {t('home.meetTeachers')}
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="relative mx-auto hidden size-80 lg:block">
            <div className="absolute inset-0 rounded-full bg-teal-100" />
            <div className="absolute -end-4 top-6 size-20 rounded-full bg-amber-300" />
            <div className="absolute start-2 bottom-4 size-12 rounded-full bg-teal-600" />
            <LogoMark className="absolute inset-16 drop-shadow-xl" />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="home-highlights"
        className="mx-auto w-full max-w-site px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="home-highlights" className="text-2xl font-bold text-teal-950">
          {t('home.highlights')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              data-reveal
              className="rounded-2xl border border-slate-200 p-6 shadow-sm"
            >
              <span className="grid size-12 place-items-center rounded-full bg-teal-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-teal-950">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
