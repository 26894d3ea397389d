import {
  BookOpen,
  ClipboardList,
  FileText,
  GraduationCap,
  NotebookPen,
  PlayCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COURSE_MATERIALS, type CourseMaterial, paths } from '@/config/paths.ts';
import { Page } from '@/shared/ui/page.tsx';

const ICONS: Record<CourseMaterial, typeof BookOpen> = {
  worksheets: NotebookPen,
  summaries: FileText,
  book: BookOpen,
  lesson: PlayCircle,
  exams: ClipboardList,
  'teachers-guide': GraduationCap,
};

/** Six tiles leading to a subject's material for one semester (spec §2). */
export function CourseContentPage() {
  const { t } = useTranslation('catalogue');
  const { subjectId = '', semesterId = '' } = useParams();
  return (
    <Page title={t('courseContent.title')} lead={t('courseContent.lead')}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {COURSE_MATERIALS.map((material) => {
          const Icon = ICONS[material];
          return (
            <li key={material} data-reveal>
              <Link
                to={paths.courseMaterial.to(subjectId, semesterId, material)}
                className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center font-semibold text-teal-950 shadow-sm transition hover:border-teal-600 hover:shadow-md"
              >
                <span className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                {t(`material.${material}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
