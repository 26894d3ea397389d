import { NUMBERING_START } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { fetchFailureText } from '@/shared/lib/api-client.ts';
import { Page } from '@/shared/ui/page.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { GradeCircleList } from '../components/grade-circle-list.tsx';
import { LevelTabs } from '../components/level-tabs.tsx';

type Level = 'all' | 'middle' | 'secondary';

/** All grades numbered 1..n, or one study phase with its own numbering (docs/product.md §2, §9). */
function GradeLevels({ level }: { level: Level }) {
  const { t } = useTranslation('catalogue');
  const grades = useGrades();
  const start = level === 'all' ? 1 : NUMBERING_START[level];
  const shown =
    level === 'all' ? grades.data : grades.data?.filter((grade) => grade.study_phase === level);

  return (
    <Page title={t(`levels.${level}.title`)} lead={t(`levels.${level}.lead`)}>
      <LevelTabs />
      {grades.isPending ? (
        <LoadingState />
      ) : grades.isError ? (
        <ErrorState
          message={fetchFailureText(grades.error, {
            wentWrong: t('grades.fetchError'),
            failed: t('grades.fetchFailed'),
          })}
          onRetry={() => void grades.refetch()}
        />
      ) : !shown?.length ? (
        <EmptyState>{t('grades.empty')}</EmptyState>
      ) : (
        <GradeCircleList grades={shown} start={start} />
      )}
    </Page>
  );
}

export const EducationalLevelPage = () => <GradeLevels level="all" />;
export const IntermediatePage = () => <GradeLevels level="middle" />;
export const HighSchoolPage = () => <GradeLevels level="secondary" />;
