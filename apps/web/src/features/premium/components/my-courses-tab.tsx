import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useMyCourses } from '@/shared/premium/my-courses.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { CourseList } from './course-list.tsx';

/** The student profile's "My courses" tab: what cards unlocked, until when, and a new card. */
export function MyCoursesTab() {
  const { t } = useTranslation('premium');
  const courses = useMyCourses();
  return (
    <section aria-labelledby="my-courses" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-courses" className="text-2xl font-bold text-teal-950">
          {t('courses.title')}
        </h2>
        <Link to={paths.activate.path} className={buttonClass('primary')}>
          <KeyRound aria-hidden="true" className="size-5" />
          {t('courses.activate')}
        </Link>
      </div>
      <QueryFallback query={courses} failed={t('courses.loadFailed')} />
      {courses.data?.length === 0 && (
        <p className="rounded-2xl bg-slate-50 px-6 py-8 text-center text-slate-700">
          {t('courses.empty')}
        </p>
      )}
      {courses.data && courses.data.length > 0 && <CourseList entitlements={courses.data} />}
    </section>
  );
}
