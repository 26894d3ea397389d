import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { truncate } from '@/shared/lib/truncate.ts';
import type { Teacher } from '../api/teacher.ts';
import { levelLabel } from '../lib/teaching-level.ts';
import { TeacherPhoto } from './teacher-photo.tsx';

/** A directory card; the name's link covers the whole card, so any click on it opens the page. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-teal-700 hover:shadow-md">
      <TeacherPhoto
        src={teacher.photo}
        alt={t('card.photoAlt', { name: teacher.fullName })}
        className="w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900">
            {t(levelLabel(teacher.ageGroupTaught))}
          </span>
          {teacher.subject && (
            <span className="rounded-full bg-teal-50 px-3 py-0.5 font-semibold text-teal-900">
              {teacher.subject}
            </span>
          )}
        </p>
        <h2 className="text-lg font-bold text-teal-950">
          <Link
            to={paths.teacherDetails.to(teacher.id)}
            className="outline-none after:absolute after:inset-0 group-hover:text-teal-800"
          >
            {teacher.fullName}
          </Link>
        </h2>
        <p className="flex-1 leading-relaxed text-slate-700">
          {teacher.about ? truncate(teacher.about) : t('details.noAbout')}
        </p>
        <p aria-hidden="true" className="flex items-center gap-1 font-semibold text-teal-800">
          {t('card.viewProfile')}
          <ArrowRight className="size-4 rtl:rotate-180" />
        </p>
      </div>
    </article>
  );
}
