import { ArrowRight, BookOpen, GraduationCap, School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { SectionHeading } from './section-heading.tsx';

const STAGES = [
  { to: paths.educationalLevel.path, icon: School, key: 'all' },
  { to: paths.intermediate.path, icon: BookOpen, key: 'middle' },
  { to: paths.highSchool.path, icon: GraduationCap, key: 'secondary' },
] as const;

/** Entry points to the grades: the three level pages, then every grade as a numbered circle. */
export function HomeLevels() {
  const { t } = useTranslation('site');
  const pick = useLocalized();
  const grades = useGrades();
  return (
    <section
      aria-labelledby="home-levels"
      className="mx-auto w-full max-w-site px-4 py-12 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="home-levels"
        title={t('home.levels.title')}
        lead={t('home.levels.lead')}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {STAGES.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex-1">
                <span className="block text-lg font-bold text-teal-950">
                  {t(`home.levels.${key}.title`)}
                </span>
                <span className="mt-1 block text-slate-700">{t(`home.levels.${key}.body`)}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-teal-700 transition group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
      {grades.data && grades.data.length > 0 && (
        <div className="mt-10">
          <h3 className="mb-5 text-lg font-bold text-teal-950">{t('home.grades.title')}</h3>
          <ol className="flex flex-wrap gap-3">
            {grades.data.map((grade, index) => (
              <li key={grade.id}>
                <Link
                  to={paths.materialsClass.to(grade.id)}
                  title={pick(grade, 'name')}
                  className="grid size-12 place-items-center rounded-full bg-teal-700 text-lg font-bold text-white shadow ring-4 ring-teal-100 transition hover:bg-amber-400 hover:text-slate-900 hover:ring-amber-100"
                >
                  {index + 1}
                  <span className="sr-only"> {pick(grade, 'name')}</span>
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
