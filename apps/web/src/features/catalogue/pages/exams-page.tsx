import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EXAM_TYPE_PARAM } from '@/config/paths.ts';
import { EXAM_KIND_ICON } from '@/shared/ui/exam-kind-icon.ts';
import { ComputerExams } from '../components/computer-exams.tsx';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { PdfMaterialList } from '../components/pdf-material-list.tsx';
import { ToggleTabs } from '../components/toggle-tabs.tsx';

type ExamMode = 'paper' | 'computer';

/**
 * Paper exams (the default, a PDF list) or the computer-based exams (docs/decisions.md §8).
 * The tab is kept in the address, so a link (back from an exam's review) or a reload opens it.
 */
export function ExamsPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useSearchParams();
  const mode: ExamMode = search.get(EXAM_TYPE_PARAM) === 'computer' ? 'computer' : 'paper';
  const setMode = (next: ExamMode) =>
    setSearch(next === 'paper' ? {} : { [EXAM_TYPE_PARAM]: next }, {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <CourseMaterialFrame material="exams">
      {({ filter }) => (
        <ToggleTabs
          label={t('exams.modes')}
          value={mode}
          onValueChange={setMode}
          options={[
            { value: 'paper', label: t('exams.paper'), icon: EXAM_KIND_ICON.paper },
            { value: 'computer', label: t('exams.computer'), icon: EXAM_KIND_ICON.computer },
          ]}
        >
          {(shown) =>
            shown === 'paper' ? (
              <PdfMaterialList
                kind="exams"
                filter={filter}
                empty={t(`exams.empty.${filter.semester}`)}
              />
            ) : (
              <ComputerExams filter={filter} />
            )
          }
        </ToggleTabs>
      )}
    </CourseMaterialFrame>
  );
}
