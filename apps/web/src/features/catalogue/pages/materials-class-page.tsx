import { SEMESTERS, type Semester } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { parseId, parseSemesterTab, semesterTab } from '@/shared/lib/route-params.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { useSubjectBars } from '@/shared/progress/progress-api.ts';
import { Page } from '@/shared/ui/page.tsx';
import { EmptyState } from '@/shared/ui/query-states.tsx';
import { NotFoundView } from '../components/not-found-view.tsx';
import { QueryView } from '../components/query-view.tsx';
import { SubjectCard } from '../components/subject-card.tsx';
import { ToggleTabs } from '../components/toggle-tabs.tsx';

/** Cards in the first screenful (two rows on a phone): their images load at once. */
const FIRST_SCREEN_CARDS = 4;

/** /materialsClass/:gradeId — a grade's subjects, one semester at a time (docs/product.md §2). */
export function MaterialsClassPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const gradeId = parseId(useParams().gradeId);

  useEffect(() => {
    if (gradeId !== null) return;
    // The id keeps a repeated effect (strict mode, re-renders) from stacking two toasts.
    toastError(t('materialsClass.invalidId'), { toastId: 'invalid-grade-id' });
    navigate(paths.educationalLevelLegacy.path, { replace: true });
  }, [gradeId, navigate, t]);

  return gradeId === null ? null : <GradeSubjects gradeId={gradeId} />;
}

function GradeSubjects({ gradeId }: { gradeId: number }) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const [search, setSearch] = useSearchParams();
  const semester = parseSemesterTab(search.get('semester')) ?? 'first';
  const grade = useGrades().data?.find((row) => row.id === gradeId);
  const subjects = useSubjects({ grade_id: gradeId });
  const bars = useSubjectBars(gradeId);
  const barOf = (subjectId: number) => bars.data?.find((bar) => bar.subject_id === subjectId);

  if (subjects.isSuccess && subjects.data.length === 0) {
    return (
      <NotFoundView
        title={t('materialsClass.notFound')}
        body={t('materialsClass.notFoundBody')}
        backTo={paths.educationalLevel.path}
        backLabel={t('materialsClass.backToLevels')}
      />
    );
  }

  const choose = (next: Semester) =>
    setSearch(next === 'first' ? {} : { semester: String(semesterTab(next)) }, {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <Page
      title={(grade && pick(grade, 'name')) || t('materialsClass.title', { id: gradeId })}
      lead={t('materialsClass.lead')}
    >
      <ToggleTabs
        label={t('materialsClass.semesters')}
        value={semester}
        onValueChange={choose}
        options={SEMESTERS.map((value) => ({ value, label: t(`semester.${value}`) }))}
      >
        {(shown) => (
          <QueryView query={subjects} what="subjects" empty={t('materialsClass.emptySemester')}>
            {(rows) => {
              const inSemester = rows.filter((subject) => subject.semester === shown);
              return inSemester.length === 0 ? (
                <EmptyState>{t('materialsClass.emptySemester')}</EmptyState>
              ) : (
                <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
                  {inSemester.map((subject, index) => (
                    <li key={subject.id} data-reveal>
                      <SubjectCard
                        subject={subject}
                        eager={index < FIRST_SCREEN_CARDS}
                        progress={barOf(subject.id)}
                      />
                    </li>
                  ))}
                </ul>
              );
            }}
          </QueryView>
        )}
      </ToggleTabs>
    </Page>
  );
}
