import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';
import { TeacherFilters } from '../components/teacher-filters.tsx';
import { TeacherList } from '../components/teacher-list.tsx';
import { useDirectoryFilters } from '../hooks/use-directory-filters.ts';

/** /teachers: the directory, filtered by the URL's search params (docs/product.md §2). */
export function TeachersPage() {
  const { t } = useTranslation('teachers');
  const { filters, setFilter, clearFilters, isFiltered } = useDirectoryFilters();
  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <TeacherFilters
        filters={filters}
        onChange={setFilter}
        onReset={clearFilters}
        isFiltered={isFiltered}
      />
      {/* A new filter starts a new list, shown from its first six again. */}
      <TeacherList key={JSON.stringify(filters)} filters={filters} />
    </Page>
  );
}
