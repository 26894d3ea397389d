import { useTranslation } from 'react-i18next';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { PdfMaterialList } from '../components/pdf-material-list.tsx';

/** The subject's summaries for the semester, as PDFs to download (docs/product.md §2). */
export function SummariesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <CourseMaterialFrame material="summaries">
      {({ filter }) => (
        <PdfMaterialList
          kind="summaries"
          filter={filter}
          empty={t(`summaries.empty.${filter.semester}`)}
        />
      )}
    </CourseMaterialFrame>
  );
}
