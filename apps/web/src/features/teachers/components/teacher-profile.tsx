import { useTranslation } from 'react-i18next';
import type { Teacher } from '../api/teacher.ts';
import { levelLabel } from '../lib/teaching-level.ts';
import { TeacherPhoto } from './teacher-photo.tsx';

/** The top of a teacher's page: photo, name (the page's h1), subject, section and about text. */
export function TeacherProfile({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  return (
    <section className="flex flex-col gap-6 rounded-3xl bg-gradient-to-b from-teal-50 to-white p-6 sm:flex-row sm:items-start sm:p-8">
      <TeacherPhoto
        src={teacher.photo}
        alt={t('card.photoAlt', { name: teacher.fullName })}
        className="w-40 shrink-0 rounded-2xl shadow-md ring-4 ring-white sm:w-48"
        eager
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold text-teal-950 sm:text-4xl">
          <bdi>{teacher.fullName}</bdi>
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('details.subject')}:</dt>
            <dd className="font-semibold text-slate-900">
              <bdi>{teacher.subject}</bdi>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('details.section')}:</dt>
            <dd className="font-semibold text-slate-900">
              {t(levelLabel(teacher.ageGroupTaught))}
            </dd>
          </div>
        </dl>
        {/* Teachers write in either language: let the text set its own direction. */}
        <p
          dir="auto"
          className="mt-4 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-slate-700"
        >
          {teacher.about || t('details.noAbout')}
        </p>
      </div>
    </section>
  );
}
