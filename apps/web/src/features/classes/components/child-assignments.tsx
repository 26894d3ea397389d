import { useTranslation } from 'react-i18next';
import { useChildTodo } from '../api/get-todo.ts';
import { TodoSection } from './todo-section.tsx';

/** On a parent's child page: the child's assignments, due dates and results, to read. */
export function ChildAssignments({ childId, name }: { childId: number; name: string }) {
  const { t } = useTranslation('classes');
  return (
    <TodoSection
      id="child-assignments"
      title={t('child.title')}
      query={useChildTodo(childId)}
      linked={false}
      empty={t('child.empty', { name })}
    />
  );
}
