import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { newToken } from '../../lib/tokens.ts';
import { accountTable, type Recipient } from './recipient.ts';

/** Whether the account gets the daily digest. */
export async function readDigestSetting(db: Database, recipient: Recipient): Promise<boolean> {
  const [row] = rowsOf<{ email_digest: boolean }>(
    await db.execute(
      sql`SELECT email_digest FROM ${accountTable(recipient)} WHERE id = ${recipient.id}`,
    ),
  );
  if (!row) throw notFoundError();
  return row.email_digest;
}

export async function saveDigestSetting(db: Database, recipient: Recipient, on: boolean) {
  await db.execute(
    sql`UPDATE ${accountTable(recipient)} SET email_digest = ${on} WHERE id = ${recipient.id}`,
  );
}

/** The account's opt-out token, made (32 random bytes) the first time a digest needs it. */
export async function digestTokenOf(db: Database, recipient: Recipient): Promise<string> {
  const [row] = rowsOf<{ digest_token: string }>(
    await db.execute(sql`
      UPDATE ${accountTable(recipient)} SET digest_token = coalesce(digest_token, ${newToken()})
      WHERE id = ${recipient.id} RETURNING digest_token`),
  );
  if (!row) throw notFoundError();
  return row.digest_token;
}

/** Turns the digest off for the account holding the token; false when none does. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH s AS (UPDATE students SET email_digest = false WHERE digest_token = ${token} RETURNING id),
        p AS (UPDATE parents SET email_digest = false WHERE digest_token = ${token} RETURNING id)
      SELECT id FROM s UNION ALL SELECT id FROM p`),
  );
  return rows.length > 0;
}
