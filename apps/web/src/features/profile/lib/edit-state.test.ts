import { describe, expect, it } from 'vitest';
import { type EditEvent, type EditState, isEditable, nextEditState } from './edit-state.ts';

const run = (events: EditEvent[], from: EditState = 'viewing') =>
  events.reduce(nextEditState, from);

describe('the personal-information edit states', () => {
  it('starts read-only and becomes editable with Edit Information', () => {
    expect(isEditable('viewing')).toBe(false);
    expect(run(['edit'])).toBe('editing');
    expect(isEditable('editing')).toBe(true);
  });

  it('returns to read-only after a successful save', () => {
    expect(run(['edit', 'save'])).toBe('saving');
    expect(isEditable('saving')).toBe(false);
    expect(run(['edit', 'save', 'saved'])).toBe('viewing');
  });

  it('stays editable after a failed save, and cancel leaves editing', () => {
    expect(run(['edit', 'save', 'failed'])).toBe('editing');
    expect(run(['edit', 'cancel'])).toBe('viewing');
  });

  it('ignores events that do not apply', () => {
    expect(run(['save'])).toBe('viewing');
    expect(run(['saved', 'failed', 'cancel'])).toBe('viewing');
    expect(run(['edit', 'edit', 'saved'])).toBe('editing');
    expect(run(['edit', 'save', 'cancel', 'edit'])).toBe('saving');
  });
});
