import { useTranslation } from 'react-i18next';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { useSubjectUnits } from '../api/get-subject-units.ts';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { QueryView } from '../components/query-view.tsx';
import { UnitAccordion } from '../components/unit-accordion.tsx';

/** The book: its units and their lessons, fetched in one call (docs/product.md §2). */
export function BookPage() {
  return (
    <CourseMaterialFrame material="book">
      {({ filter }) => <Book filter={filter} />}
    </CourseMaterialFrame>
  );
}

function Book({ filter }: { filter: CourseFilter }) {
  const { t } = useTranslation('catalogue');
  const units = useSubjectUnits(filter);
  return (
    <QueryView query={units} what="data" empty={t('book.noUnits')}>
      {(rows) => <UnitAccordion units={rows} />}
    </QueryView>
  );
}
