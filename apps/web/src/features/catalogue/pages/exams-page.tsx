import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComputerExams } from '../components/computer-exams.tsx';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { PdfMaterialList } from '../components/pdf-material-list.tsx';
import { ToggleTabs } from '../components/toggle-tabs.tsx';

type ExamMode = 'paper' | 'computer';

/** Paper exams (the default, a PDF list) or the computer-based exams (docs/decisions.md §8). */
export function ExamsPage() {
  const { t } = useTranslation('catalogue');
  const [mode, setMode] = useState<ExamMode>('paper');
  return (
    <CourseMaterialFrame material="exams">
      {({ filter }) => (
        <ToggleTabs
          label={t('exams.modes')}
          value={mode}
          onValueChange={setMode}
          options={[
            { value: 'paper', label: t('exams.paper') },
            { value: 'computer', label: t('exams.computer') },
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
