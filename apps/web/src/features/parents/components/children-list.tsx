import type { LinkedPerson } from '@madrasa/contracts';
import { ChevronLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useChildren } from '../api/children.ts';

/** The parent's linked children, each opening its progress and exam results. */
export function ChildrenList() {
  const { t } = useTranslation('parents');
  const children = useChildren();
  if (children.isPending) return <LoadingState />;
  if (children.isError) {
    return (
      <ErrorState
        message={errorMessage(children.error, t('children.loadFailed'))}
        onRetry={() => children.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="children-title">
      <h2 id="children-title" className="mb-4 text-2xl font-bold text-teal-950">
        {t('children.title')}
      </h2>
      {children.data.length === 0 ? (
        <EmptyState>{t('children.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {children.data.map((child) => (
            <li key={child.id}>
              <ChildCard child={child} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChildCard({ child }: { child: LinkedPerson }) {
  const { t } = useTranslation('parents');
  const formatDate = useFormatDate();
  const name = `${child.first_name} ${child.last_name}`;
  return (
    <Link
      to={paths.parentChild.to(child.id)}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:bg-teal-50"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-teal-700 text-white">
        <UserRound aria-hidden="true" className="size-6" />
      </span>
      <span className="flex-1">
        <span className="block text-lg font-bold text-teal-950">{name}</span>
        <span className="block text-sm text-slate-700">
          {t('children.since', { date: formatDate(child.linked_at) })}
        </span>
      </span>
      <span className="sr-only">{t('children.open')}</span>
      <ChevronLeft aria-hidden="true" className="size-5 text-teal-700 ltr:rotate-180" />
    </Link>
  );
}
