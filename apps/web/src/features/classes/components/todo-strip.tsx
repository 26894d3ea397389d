import type { TodoItem } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useTodo } from '../api/get-todo.ts';
import { CLASSES_TAB } from '../lib/classes-tab.ts';
import { groupTodo } from '../lib/group-todo.ts';
import { TodoItemCard } from './todo-item-card.tsx';

/** How many items Home shows; the rest are in the profile's Classes tab. */
const ON_HOME = 3;

/**
 * Home's "To do" for a signed-in student: the most pressing unfinished work (overdue, then
 * due soon, then open). Nothing while loading, on a failure or when nothing is left to do.
 */
export function TodoStrip() {
  const todo = useTodo();
  if (!todo.data) return null;
  const groups = groupTodo(todo.data);
  const pending = [...groups.overdue, ...groups.due_soon, ...groups.open];
  return pending.length ? <Strip items={pending} /> : null;
}

function Strip({ items }: { items: TodoItem[] }) {
  const { t } = useTranslation('classes');
  return (
    <section
      aria-labelledby="home-todo"
      className="mx-auto w-full max-w-site px-4 pt-10 sm:px-6 lg:px-8"
    >
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="home-todo" className="text-2xl font-bold text-teal-950 sm:text-3xl">
          {t('todo.title')}
        </h2>
        <Link
          to={`${paths.studentProfile.path}?tab=${CLASSES_TAB}`}
          className="font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          {t('todo.all', { count: items.length })}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {items.slice(0, ON_HOME).map((item) => (
          <TodoItemCard key={item.id} item={item} linked heading="h3" />
        ))}
      </ul>
    </section>
  );
}
