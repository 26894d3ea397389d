import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
type TabName = (typeof TABS)[number]['value'];

/** The search parameter naming the open tab: a link to a teacher's reviews opens on them. */
const TAB_PARAM = 'tab';
const isTab = (value: string | null): value is TabName => TABS.some((tab) => tab.value === value);

/**
 * Courses, Files, Teacher Exams and Reviews (Courses first). Arrow keys move between tabs
 * in the reading direction; a panel loads its list the first time it is opened. Each tab is
 * a link to its own address (`?tab=reviews`), which the server draws: a tap before the app
 * has loaded, or without it, opens the tab as a page (issue 36); once the app runs, the tab
 * switches in place and the address follows.
 */
export function TeacherTabs({ teacherId }: { teacherId: number }) {
  const { t, i18n } = useTranslation('teachers');
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const open = isTab(asked) ? asked : 'courses';
  /** The page's search parameters with `tab` open (Courses, the first, is named by none). */
  const paramsFor = (tab: TabName) => {
    const next = new URLSearchParams(params);
    if (tab === 'courses') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, tab);
    return next;
  };
  return (
    <Tabs.Root
      value={open}
      onValueChange={(tab) => {
        if (isTab(tab)) setParams(paramsFor(tab), { replace: true, preventScrollReset: true });
      }}
      dir={directionOf(i18n.resolvedLanguage)}
      className="mt-10"
    >
      <Tabs.List
        aria-label={t('tabs.label')}
        className="grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            asChild
            className="-mb-px flex min-h-11 items-center justify-center border-b-4 border-transparent px-4 py-2 font-semibold whitespace-nowrap text-slate-700 hover:text-teal-800 data-[state=active]:border-teal-700 data-[state=active]:text-teal-900"
          >
            {/* The app switches the tab on the press; the link is for before it, or without it. */}
            <a href={`?${paramsFor(tab.value)}`} onClick={(event) => event.preventDefault()}>
              {t(tab.label)}
            </a>
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
