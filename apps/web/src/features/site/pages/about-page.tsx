import {
  Code,
  Eye,
  Headset,
  Layers,
  type LucideIcon,
  PenLine,
  Target,
  Timer,
  UserRoundCheck,
  Users,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';

const WHY: ReadonlyArray<{
  key: 'courses' | 'instructors' | 'flexible' | 'interactive';
  icon: LucideIcon;
}> = [
  { key: 'courses', icon: Layers },
  { key: 'instructors', icon: UserRoundCheck },
  { key: 'flexible', icon: Timer },
  { key: 'interactive', icon: Zap },
];

const TEAM: ReadonlyArray<{
  key: 'curriculum' | 'teachers' | 'tech' | 'support';
  icon: LucideIcon;
}> = [
  { key: 'curriculum', icon: PenLine },
  { key: 'teachers', icon: Users },
  { key: 'tech', icon: Code },
  { key: 'support', icon: Headset },
];

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const iconClass = 'grid size-12 place-items-center rounded-full bg-teal-700 text-white';

export function AboutPage() {
  const { t } = useTranslation('site');
  return (
    <Page title={t('about.title')} lead={t('about.lead')}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
        <p>{t('about.intro.body1')}</p>
        <p>{t('about.intro.body2')}</p>
      </div>

      <section aria-labelledby="about-why" className="mt-14">
        <h2 id="about-why" className="text-2xl font-bold text-teal-950">
          {t('about.why.title')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY.map(({ key, icon: Icon }) => (
            <li key={key} data-reveal className={cardClass}>
              <span className={iconClass}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-teal-950">
                {t(`about.why.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`about.why.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-14">
        <h2 id="about-team" className="text-2xl font-bold text-teal-950">
          {t('about.team.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('about.team.lead')}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map(({ key, icon: Icon }) => (
            <li key={key} data-reveal className="rounded-2xl bg-slate-50 p-6">
              <Icon aria-hidden="true" className="size-8 text-teal-700" />
              <h3 className="mt-3 text-lg font-bold text-teal-950">
                {t(`about.team.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`about.team.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-6 md:grid-cols-2">
        {(
          [
            { key: 'mission', icon: Target },
            { key: 'vision', icon: Eye },
          ] as const
        ).map(({ key, icon: Icon }) => (
          <section
            key={key}
            aria-labelledby={`about-${key}`}
            data-reveal
            className="rounded-2xl bg-teal-800 p-8 text-white"
          >
            <Icon aria-hidden="true" className="size-8 text-amber-300" />
            <h2 id={`about-${key}`} className="mt-3 text-2xl font-bold">
              {t(`about.${key}.title`)}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-teal-50">{t(`about.${key}.body`)}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
