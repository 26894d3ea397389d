import type { TodoItem } from '@madrasa/contracts';

export const TODO_GROUPS = ['overdue', 'due_soon', 'open', 'done'] as const;
export type TodoGroup = (typeof TODO_GROUPS)[number];

/** How many done items the list keeps: the most recent ones. */
export const RECENT_DONE = 10;

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/**
 * The To do list's groups, in the order a student should act on them: overdue, due soon,
 * open (each soonest due first), then the most recently done. An item not open yet (the
 * server lists only opened ones, but a clock may differ) counts as open.
 */
export function groupTodo(items: TodoItem[]): Record<TodoGroup, TodoItem[]> {
  const groups: Record<TodoGroup, TodoItem[]> = { overdue: [], due_soon: [], open: [], done: [] };
  for (const item of items) {
    const state = item.result.state;
    groups[state === 'upcoming' ? 'open' : state].push(item);
  }
  for (const group of ['overdue', 'due_soon', 'open'] as const) {
    groups[group].sort((a, b) => time(a.due_at) - time(b.due_at));
  }
  groups.done = groups.done
    .sort((a, b) => time(b.result.done_at) - time(a.result.done_at))
    .slice(0, RECENT_DONE);
  return groups;
}
