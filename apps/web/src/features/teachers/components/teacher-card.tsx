import { truncate } from '@madrasa/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { Teacher } from '../api/teacher.ts';
import { levelLabel } from '../lib/teaching-level.ts';
import { TeacherPhoto } from './teacher-photo.tsx';

/** A directory card; the name's link covers the whole card, so any click on it opens the page. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-teal-700 hover:shadow-md">
      <div className="flex items-center gap-4">
        <TeacherPhoto
          src={teacher.photo}
          alt={t('card.photoAlt', { name: teacher.fullName })}
          className="w-20 shrink-0 rounded-full ring-4 ring-teal-50"
        />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-teal-950">
            <Link
              to={paths.teacherDetails.to(teacher.id)}
              className="outline-none after:absolute after:inset-0 group-hover:text-teal-800"
            >
              <bdi>{teacher.fullName}</bdi>
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900">
              {t(levelLabel(teacher.ageGroupTaught))}
            </span>
            {teacher.subject && (
              <span className="rounded-full bg-teal-50 px-3 py-0.5 font-semibold text-teal-900">
                <bdi>{teacher.subject}</bdi>
              </span>
            )}
          </p>
        </div>
      </div>
      <p dir="auto" className="flex-1 leading-relaxed text-slate-700">
        {teacher.about ? truncate(teacher.about) : t('details.noAbout')}
      </p>
      <p aria-hidden="true" className="flex items-center gap-1 font-semibold text-teal-800">
        {t('card.viewProfile')}
        <ArrowRight className="size-4 rtl:rotate-180" />
      </p>
    </article>
  );
}
