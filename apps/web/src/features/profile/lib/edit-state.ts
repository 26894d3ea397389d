/**
 * The personal-information tab (docs/product.md §4): read-only by default; Edit Information makes it
 * editable; Save Changes sends it; a successful save returns to read-only, a failed one
 * stays editable so nothing typed is lost.
 */
export type EditState = 'viewing' | 'editing' | 'saving';

export type EditEvent = 'edit' | 'cancel' | 'save' | 'saved' | 'failed';

const TRANSITIONS: Record<EditState, Partial<Record<EditEvent, EditState>>> = {
  viewing: { edit: 'editing' },
  editing: { cancel: 'viewing', save: 'saving' },
  saving: { saved: 'viewing', failed: 'editing' },
};

/** The next state; an event that does not apply leaves the state as it is. */
export const nextEditState = (state: EditState, event: EditEvent): EditState =>
  TRANSITIONS[state][event] ?? state;

/** Inputs accept typing only while editing (saving locks them like the busy upload forms). */
export const isEditable = (state: EditState): boolean => state === 'editing';
