import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/lib/direction.ts';
import { CoursesTab } from './courses-tab.tsx';
import { ExamsTab } from './exams-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';

const TABS = [
  { value: 'courses', label: 'tabs.courses', Panel: CoursesTab },
  { value: 'files', label: 'tabs.files', Panel: FilesTab },
  { value: 'exams', label: 'tabs.exams', Panel: ExamsTab },
  { value: 'reviews', label: 'tabs.reviews', Panel: ReviewsTab },
] as const;

/**
 * Courses, Files, Teacher Exams and Reviews (Courses first). Arrow keys move between tabs
 * in the reading direction; a panel loads its list the first time it is opened.
 */
export function TeacherTabs({ teacherId }: { teacherId: number }) {
  const { t, i18n } = useTranslation('teachers');
  return (
    <Tabs.Root defaultValue="courses" dir={directionOf(i18n.resolvedLanguage)} className="mt-10">
      <Tabs.List
        aria-label={t('tabs.label')}
        className="grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px min-h-11 border-b-4 border-transparent px-4 py-2 font-semibold whitespace-nowrap text-slate-700 hover:text-teal-800 data-[state=active]:border-teal-700 data-[state=active]:text-teal-900"
          >
            {t(tab.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className="mt-8 rounded-lg">
          <Panel teacherId={teacherId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
