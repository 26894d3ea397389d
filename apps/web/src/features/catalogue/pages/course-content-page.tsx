import type { SubjectItemKind } from '@madrasa/contracts';
import {
  ArrowLeft,
  BookOpen,
  ClipboardList,
  FileText,
  GraduationCap,
  NotebookPen,
  PlayCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COURSE_MATERIALS, type CourseMaterial, paths } from '@/config/paths.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { useSubjectBars } from '@/shared/progress/progress-api.ts';
import { DoneOfBar } from '@/shared/progress/subject-progress-bar.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { type Course, CourseGate } from '../components/course-gate.tsx';
import { SaveCoursePanel } from '../components/save-course-panel.tsx';

/** The progress kind each tile counts; the book has no progress of its own. */
const KIND_OF_TILE: Partial<Record<CourseMaterial, SubjectItemKind>> = {
  worksheets: 'worksheet',
  summaries: 'summary',
  lesson: 'lesson',
  exams: 'exam',
  'teachers-guide': 'teacher_guide',
};

const ICONS: Record<CourseMaterial, typeof BookOpen> = {
  worksheets: NotebookPen,
  summaries: FileText,
  book: BookOpen,
  lesson: PlayCircle,
  exams: ClipboardList,
  'teachers-guide': GraduationCap,
};

/** Six tiles leading to a subject's material for one semester (docs/product.md §2). */
export function CourseContentPage() {
  return <CourseGate>{(course) => <CourseTiles course={course} />}</CourseGate>;
}

function CourseTiles({ course: { filter, subject } }: { course: Course }) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const tab = semesterTab(filter.semester);
  const gradeId = subject.data?.grade_id;
  // The grade's bars are one cached read, shared with the subject cards the student came from.
  const bar = useSubjectBars(gradeId).data?.find(
    (row) => row.subject_id === filter.subjectId && row.semester === filter.semester,
  );
  return (
    <Page
      title={pick(subject.data, 'name') || t('courseContent.title')}
      lead={t('courseContent.lead', { semester: t(`semester.${filter.semester}`) })}
    >
      {/* Holds its height until the subject (and so its grade) arrives: no layout shift. */}
      <div className="mb-8 min-h-11">
        {gradeId !== undefined && (
          <Link
            to={`${paths.materialsClass.to(gradeId)}${tab === 2 ? '?semester=2' : ''}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('courseContent.backToSubjects')}
          </Link>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {COURSE_MATERIALS.map((material) => {
          const Icon = ICONS[material];
          const kind = KIND_OF_TILE[material];
          const count = kind && bar?.kinds[kind];
          return (
            <li key={material} data-reveal>
              <Link
                to={paths.courseMaterial.to(
                  paths.courseContent.to(filter.subjectId, tab),
                  material,
                )}
                className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center font-semibold text-teal-950 shadow-sm transition hover:border-teal-600 hover:shadow-md"
              >
                <span className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                {t(`material.${material}`)}
                {count && (
                  <DoneOfBar count={count} name={t(`material.${material}`)} className="w-full" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-8">
        <SaveCoursePanel filter={filter} />
      </div>
    </Page>
  );
}
