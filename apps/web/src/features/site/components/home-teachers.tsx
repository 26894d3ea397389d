import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useFeaturedTeachers } from '../api/get-featured-teachers.ts';
import { SectionHeading } from './section-heading.tsx';

const FEATURED_TEACHERS = 4;

/** A few teachers; hidden while loading, when the list fails or when there is nobody yet. */
export function HomeTeachers() {
  const { t } = useTranslation('site');
  const teachers = useFeaturedTeachers(FEATURED_TEACHERS);
  if (!teachers.data || teachers.data.length === 0) return null;

  return (
    <section aria-labelledby="home-teachers" className="below-fold bg-slate-50">
      <div className="mx-auto w-full max-w-site px-4 py-12 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-teachers"
          title={t('home.teachers.title')}
          lead={t('home.teachers.lead')}
          more={{ to: paths.teachers.path, label: t('home.teachers.all') }}
        />
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {teachers.data.map((teacher) => {
            const name = `${teacher.first_name} ${teacher.last_name}`.trim();
            return (
              <li
                key={teacher.id}
                data-reveal
                className="relative flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition focus-within:shadow-md hover:shadow-md"
              >
                <span className="grid size-24 place-items-center overflow-hidden rounded-full bg-teal-50 ring-4 ring-teal-100">
                  {teacher.photo ? (
                    <img
                      src={fileUrl(teacher.photo)}
                      alt={t('home.teachers.photo', { name })}
                      width={96}
                      height={96}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <UserRound aria-hidden="true" className="size-12 text-teal-700" />
                  )}
                </span>
                <h3 className="mt-4 font-bold text-teal-950">
                  <Link
                    to={paths.teacherDetails.to(teacher.id)}
                    className="rounded after:absolute after:inset-0 after:content-[''] hover:text-teal-800"
                  >
                    {name}
                  </Link>
                </h3>
                {teacher.subject && (
                  <p className="mt-1 text-sm text-slate-700">{teacher.subject}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
