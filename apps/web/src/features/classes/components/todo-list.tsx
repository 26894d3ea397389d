import type { TodoItem } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { groupTodo, TODO_GROUPS, type TodoGroup } from '../lib/group-todo.ts';
import { TodoItemCard } from './todo-item-card.tsx';

/**
 * The work of a student's classes, grouped as it is to be acted on: overdue, due soon,
 * open, then the recently done. Empty groups are left out; `empty` says when all are.
 * Goes under an h2: groups are h3, items h4.
 */
export function TodoList({
  items,
  linked,
  empty,
}: {
  items: TodoItem[];
  linked: boolean;
  empty: string;
}) {
  const { t } = useTranslation('classes');
  const groups = groupTodo(items);
  const shown = TODO_GROUPS.filter((group) => groups[group].length > 0);
  if (shown.length === 0) {
    return <p className="rounded-2xl bg-slate-50 px-6 py-8 text-center text-slate-700">{empty}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {shown.map((group: TodoGroup) => (
        <section key={group}>
          <h3 className="mb-3 text-lg font-bold text-slate-900">
            {t(`todo.group.${group}`)}{' '}
            <span className="font-normal text-slate-600">({groups[group].length})</span>
          </h3>
          <ul className="flex flex-col gap-3">
            {groups[group].map((item) => (
              <TodoItemCard key={item.id} item={item} linked={linked} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
