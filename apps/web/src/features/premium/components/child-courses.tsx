import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useChildCourses } from '@/shared/premium/my-courses.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { CourseList } from './course-list.tsx';

/** On a parent's child page: the courses the child unlocked, and a card to activate for them. */
export function ChildCourses({ childId, name }: { childId: number; name: string }) {
  const { t } = useTranslation('premium');
  const courses = useChildCourses(childId);
  return (
    <section aria-labelledby="child-courses" className="flex flex-col gap-4">
      <h2 id="child-courses" className="text-2xl font-bold text-teal-950">
        {t('child.title')}
      </h2>
      <QueryFallback query={courses} failed={t('child.loadFailed')} />
      {courses.data?.length === 0 && (
        <p className="rounded-2xl bg-slate-50 px-6 py-8 text-center text-slate-700">
          {t('child.empty', { name })}
        </p>
      )}
      {courses.data && courses.data.length > 0 && <CourseList entitlements={courses.data} />}
      <Link to={paths.activate.to(childId)} className={buttonClass('primary', 'self-start')}>
        <KeyRound aria-hidden="true" className="size-5" />
        {t('child.activate', { name })}
      </Link>
    </section>
  );
}
