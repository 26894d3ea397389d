import type { Database } from '../db/client.ts';
import { grades } from '../db/schema.ts';

/**
 * Whether the catalogue has anything. Checked before the seeder is loaded, so a server
 * whose database is already filled never loads the demo data and its PDF maker.
 */
export async function hasCatalogue(db: Database): Promise<boolean> {
  const rows = await db.select({ id: grades.id }).from(grades).limit(1);
  return rows.length > 0;
}
