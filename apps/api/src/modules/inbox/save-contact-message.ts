import type { ContactMessage } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/** Stores a visitor's message for the admins' inbox. */
export async function saveContactMessage(db: Database, message: ContactMessage): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}
