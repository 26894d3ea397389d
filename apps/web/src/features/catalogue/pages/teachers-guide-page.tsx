import { useTranslation } from 'react-i18next';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { PdfMaterialList } from '../components/pdf-material-list.tsx';

/** The teacher's guides of the subject and semester; every row has the same fixed title (docs/product.md §2). */
export function TeachersGuidePage() {
  const { t } = useTranslation('catalogue');
  return (
    <CourseMaterialFrame material="teachers-guide">
      {({ filter }) => (
        <PdfMaterialList
          kind="teacher-guides"
          filter={filter}
          empty={t(`guides.empty.${filter.semester}`)}
          rowTitle={() => t('guides.rowTitle')}
        />
      )}
    </CourseMaterialFrame>
  );
}
