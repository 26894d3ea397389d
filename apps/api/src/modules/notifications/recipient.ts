import { type SQL, sql } from 'drizzle-orm';

/** Who has a bell: a student, or a parent (docs/decisions.md "Notifications"). */
export type Recipient = { role: 'student' | 'parent'; id: number };

/** The condition on `notifications` (aliased `n`) that picks the recipient's lines. */
export const recipientLines = ({ role, id }: Recipient): SQL =>
  role === 'student' ? sql`n.recipient_student_id = ${id}` : sql`n.recipient_parent_id = ${id}`;

/** The recipient's account table. */
export const accountTable = ({ role }: Recipient): SQL =>
  sql.raw(role === 'student' ? 'students' : 'parents');
