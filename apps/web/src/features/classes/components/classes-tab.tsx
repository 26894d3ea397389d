import { useTranslation } from 'react-i18next';
import { useTodo } from '../api/get-todo.ts';
import { JoinClassForm } from './join-class-form.tsx';
import { MyClasses } from './my-classes.tsx';
import { TodoSection } from './todo-section.tsx';

/** The student profile's Classes tab: the work to do, the classes, and joining one. */
export function ClassesTab() {
  const { t } = useTranslation('classes');
  const todo = useTodo();
  return (
    <div className="flex flex-col gap-10">
      <TodoSection
        id="todo-title"
        title={t('todo.title')}
        query={todo}
        linked
        empty={t('todo.empty')}
      />
      <MyClasses />
      <JoinClassForm />
    </div>
  );
}
