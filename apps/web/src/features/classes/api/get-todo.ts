import { type TodoItem, todoItemSchema } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getData } from '@/shared/api/get-data.ts';
import { STUDENT_CLASSES_KEY } from './keys.ts';

const todoList = z.array(todoItemSchema);

/** GET /api/student/assignments: the opened work of the student's classes, with results. */
export const useTodo = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...STUDENT_CLASSES_KEY, 'todo'],
    enabled,
    queryFn: ({ signal }): Promise<TodoItem[]> =>
      getData('/api/student/assignments', { signal, schema: todoList }),
  });

/** GET /api/parent/children/{id}/assignments: a linked child's work (404 for any other). */
export const useChildTodo = (childId: number) =>
  useQuery({
    queryKey: ['parent', 'children', childId, 'assignments'],
    retry: false,
    queryFn: ({ signal }): Promise<TodoItem[]> =>
      getData(`/api/parent/children/${childId}/assignments`, { signal, schema: todoList }),
  });
