import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { SectionHeading } from './section-heading.tsx';

/** The Tawjihi year is the one most families look for first. */
const FEATURED_GRADE_KEY = 'grade12';
const MAX_SUBJECTS = 6;

/** The Tawjihi year's subjects; the section stays hidden when they cannot be loaded. */
export function HomeSubjects() {
  const { t } = useTranslation('site');
  const pick = useLocalized();
  const grades = useGrades();
  const grade =
    grades.data?.find((row) => row.grade_key === FEATURED_GRADE_KEY) ?? grades.data?.at(-1);
  const subjects = useSubjects(grade ? { grade_id: grade.id, semester: 'first' } : null);
  const list = subjects.data?.slice(0, MAX_SUBJECTS) ?? [];
  if (!grade || list.length === 0) return null;

  return (
    <section
      aria-labelledby="home-subjects"
      className="below-fold mx-auto w-full max-w-site px-4 py-12 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="home-subjects"
        title={t('home.subjects.title')}
        lead={t('home.subjects.lead')}
        more={{ to: paths.materialsClass.to(grade.id), label: pick(grade, 'name') }}
      />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {list.map((subject) => (
          <li key={subject.id} data-reveal>
            <Link
              to={paths.courseContent.to(subject.id, subject.semester === 'second' ? 2 : 1)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-teal-600 hover:shadow-md"
            >
              <span className="grid aspect-[4/3] place-items-center overflow-hidden bg-teal-50">
                {subject.image ? (
                  <img
                    src={fileUrl(subject.image)}
                    alt=""
                    width={240}
                    height={180}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <BookOpen aria-hidden="true" className="size-10 text-teal-700" />
                )}
              </span>
              <span className="p-3">
                <span className="block font-bold text-teal-950 group-hover:text-teal-800">
                  {pick(subject, 'name')}
                </span>
                <span className="text-sm text-slate-700">
                  {t(`home.subjects.semester.${subject.semester}`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
