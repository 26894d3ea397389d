import type { TodoItem } from '@madrasa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { TodoList } from './todo-list.tsx';

/** A To do list under its heading, with the list's loading and failure states. */
export function TodoSection({
  id,
  title,
  query,
  linked,
  empty,
}: {
  id: string;
  title: string;
  query: UseQueryResult<TodoItem[]>;
  linked: boolean;
  empty: string;
}) {
  const { t } = useTranslation('classes');
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-teal-950">
        {title}
      </h2>
      <QueryFallback query={query} failed={t('todo.loadFailed')} />
      {query.data && <TodoList items={query.data} linked={linked} empty={empty} />}
    </section>
  );
}
