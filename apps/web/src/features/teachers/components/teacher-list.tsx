import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useTeachers } from '../api/get-teachers.ts';
import type { DirectoryFilters } from '../hooks/use-directory-filters.ts';
import { useShowMore } from '../hooks/use-show-more.ts';
import { ShowMoreButtons } from './show-more-buttons.tsx';
import { TeacherCard } from './teacher-card.tsx';

const reload = () => window.location.reload();

/** The filtered directory: six cards, then three more per Show More. */
export function TeacherList({ filters }: { filters: DirectoryFilters }) {
  const { t } = useTranslation('teachers');
  const query = useTeachers(filters);
  const list = useShowMore(query);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const network = query.error instanceof ApiError && query.error.isNetworkError;
    return <ErrorState message={t(network ? 'list.network' : 'list.failed')} onRetry={reload} />;
  }
  if (list.items.length === 0) return <EmptyState>{t('list.empty')}</EmptyState>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.shown.map((teacher) => (
          <li key={teacher.id}>
            <TeacherCard teacher={teacher} />
          </li>
        ))}
      </ul>
      <ShowMoreButtons
        canShowMore={list.canShowMore}
        canShowLess={false}
        loadingMore={list.loadingMore}
        onShowMore={list.showMore}
        labels={{ more: t('list.showMore'), less: t('list.showLess') }}
      />
    </>
  );
}
