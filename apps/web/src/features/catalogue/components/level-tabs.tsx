import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn } from '@/shared/lib/cn.ts';

const LEVELS = [
  { to: paths.educationalLevel.path, label: 'levels.all.tab' },
  { to: paths.intermediate.path, label: 'levels.middle.tab' },
  { to: paths.highSchool.path, label: 'levels.secondary.tab' },
] as const;

/** Links between the all-grades, middle school and high school views. */
export function LevelTabs() {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('levels.navLabel')} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {LEVELS.map((level) => (
          <li key={level.to}>
            <NavLink
              to={level.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors',
                  isActive
                    ? 'bg-teal-700 text-white'
                    : 'bg-slate-100 text-slate-800 hover:bg-teal-50 hover:text-teal-800',
                )
              }
            >
              {t(level.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
