/**
 * The bell (docs/decisions.md "Notifications"): a line per event for a student, and for
 * each parent linked to them. Written by jobs on the queue; e-mailed as a daily digest to
 * the accounts that keep it on (parents by default).
 */
export const NOTIFICATION_KINDS = [
  'assignment_new',
  'assignment_due',
  'assignment_overdue',
  'exam_graded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
