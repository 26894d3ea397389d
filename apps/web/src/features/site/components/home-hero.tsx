import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LogoMark } from '@/shared/ui/logo.tsx';

const STATS = ['home.stat.grades', 'home.stat.languages', 'home.stat.free'] as const;

/** Text and CSS shapes only: nothing heavy above the fold for a cheap phone. */
export function HomeHero() {
  const { t } = useTranslation('site');
  const { session } = useSession();
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto grid max-w-site items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
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
            {!session && (
              <Link to={paths.signupUserType.path} className={buttonClass('accent')}>
                {t('home.signUpFree')}
              </Link>
            )}
          </div>
          <ul className="mt-8 grid gap-2 text-slate-800 sm:grid-cols-1">
            {STATS.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden size-80 lg:block">
          <div className="absolute inset-0 rounded-full bg-teal-100" />
          <div className="absolute -end-4 top-6 size-20 rounded-full bg-amber-300" />
          <div className="absolute start-2 bottom-4 size-12 rounded-full bg-teal-600" />
          <LogoMark className="absolute inset-16 drop-shadow-xl" />
        </div>
      </div>
    </section>
  );
}
