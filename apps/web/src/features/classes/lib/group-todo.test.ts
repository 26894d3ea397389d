import { describe, expect, it } from 'vitest';
import { todoItem } from '../test/class-fixtures.ts';
import { groupTodo, RECENT_DONE } from './group-todo.ts';

describe('groupTodo', () => {
  it('groups by what to act on first, soonest due first, not-yet-open counted as open', () => {
    const groups = groupTodo([
      todoItem(1, 'open', { due_at: '2026-12-10T20:59:00Z' }),
      todoItem(2, 'overdue', { due_at: '2026-11-26T20:59:00Z' }),
      todoItem(3, 'due_soon', { due_at: '2026-11-29T20:59:00Z' }),
      todoItem(4, 'open', { due_at: '2026-12-01T20:59:00Z' }),
      todoItem(5, 'upcoming', { due_at: '2026-12-05T20:59:00Z' }),
      todoItem(6, 'overdue', { due_at: '2026-11-20T20:59:00Z' }),
    ]);
    const ids = (group: keyof typeof groups) => groups[group].map((item) => item.id);
    expect(ids('overdue')).toEqual([6, 2]);
    expect(ids('due_soon')).toEqual([3]);
    expect(ids('open')).toEqual([4, 5, 1]);
    expect(ids('done')).toEqual([]);
  });

  it('keeps only the most recently done, newest first', () => {
    const done = Array.from({ length: RECENT_DONE + 2 }, (_, index) =>
      todoItem(index + 1, 'done', {
        done_at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      }),
    );
    const groups = groupTodo(done);
    expect(groups.done).toHaveLength(RECENT_DONE);
    expect(groups.done[0]?.id).toBe(RECENT_DONE + 2);
    expect(groups.done.at(-1)?.id).toBe(3);
  });
});
