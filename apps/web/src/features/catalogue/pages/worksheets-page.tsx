import { useTranslation } from 'react-i18next';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { PdfMaterialList } from '../components/pdf-material-list.tsx';

/** The subject's worksheets for the semester, as PDFs to download (docs/product.md §2). */
export function WorksheetsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <CourseMaterialFrame material="worksheets">
      {({ filter }) => (
        <PdfMaterialList
          kind="worksheets"
          filter={filter}
          empty={t(`worksheets.empty.${filter.semester}`)}
        />
      )}
    </CourseMaterialFrame>
  );
}
