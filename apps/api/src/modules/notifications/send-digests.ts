import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { MailSender } from '../../lib/mail/mail-types.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { digestMail } from './digest-mail.ts';
import { readLines } from './read-lines.ts';
import { type Recipient, recipientLines } from './recipient.ts';
import { digestTokenOf } from './settings.ts';

/** The hour, Amman time, the daily digest goes out: after school. */
export const DIGEST_HOUR = 17;
/** Lines listed in one digest; the rest are counted. */
export const DIGEST_LINES = 30;
/** An account mailed more recently is not mailed again (a restart within the digest hour). */
const MIN_GAP_HOURS = 20;

/** Whether `now` is in the digest hour, Amman time (UTC+3 all year). */
export const isDigestHour = (now: Date) => (now.getUTCHours() + 3) % 24 === DIGEST_HOUR;

/** Who may get a digest: the setting on, a verified address, no deletion pending. */
const MAILABLE = sql.raw(
  'a.email_digest AND a.verified_at IS NOT NULL AND a.deletion_requested_at IS NULL',
);
const PARENT_MAILABLE = sql.raw('a.email_digest AND a.verified_at IS NOT NULL');

/**
 * Lines of accounts that get no digest are marked digested (passed over), so turning the
 * digest on later never mails a backlog in one burst.
 */
async function passOver(db: Database, now: string) {
  await db.execute(sql`
    UPDATE notifications n SET digested_at = ${now}::timestamptz
    WHERE n.digested_at IS NULL AND n.created_at <= ${now}::timestamptz AND CASE
      WHEN n.recipient_student_id IS NOT NULL THEN NOT EXISTS (
        SELECT 1 FROM students a WHERE a.id = n.recipient_student_id AND ${MAILABLE})
      ELSE NOT EXISTS (
        SELECT 1 FROM parents a WHERE a.id = n.recipient_parent_id AND ${PARENT_MAILABLE})
    END`);
}

type Due = { role: Recipient['role']; id: number; email: string; lines: number };

/** Accounts with undigested lines, none of them digested within MIN_GAP_HOURS. */
async function dueAccounts(db: Database, now: string): Promise<Due[]> {
  const since = sql`${now}::timestamptz - make_interval(hours => ${MIN_GAP_HOURS})`;
  return rowsOf<Due>(
    await db.execute(sql`
      WITH waiting AS (
        SELECT n.recipient_student_id, n.recipient_parent_id, count(*)::int AS lines
        FROM notifications n
        WHERE n.digested_at IS NULL AND n.created_at <= ${now}::timestamptz
        GROUP BY 1, 2)
      SELECT 'student' AS role, a.id, a.email, w.lines
      FROM waiting w JOIN students a ON a.id = w.recipient_student_id
      WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_student_id = a.id
        AND n.digested_at > ${since})
      UNION ALL
      SELECT 'parent', a.id, a.email, w.lines
      FROM waiting w JOIN parents a ON a.id = w.recipient_parent_id
      WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_parent_id = a.id
        AND n.digested_at > ${since})
      ORDER BY 1, 2`),
  );
}

/**
 * The daily digest (docs/decisions.md "Notifications"): one mail per account with the
 * digest on and lines not yet digested, which are then marked digested. Each account's
 * lines are marked right after its mail, so a failure part-way sends no one twice.
 * Returns how many mails went.
 */
export async function sendDigests(
  db: Database,
  options: { mail: MailSender; webOrigin: string; now?: Date },
): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  await passOver(db, now);
  const accounts = await dueAccounts(db, now);
  for (const account of accounts) {
    const recipient: Recipient = { role: account.role, id: account.id };
    const undigested = sql`${recipientLines(recipient)} AND n.digested_at IS NULL
      AND n.created_at <= ${now}::timestamptz`;
    const lines = await readLines(db, { where: undigested, limit: DIGEST_LINES });
    await options.mail.send(
      digestMail({
        to: account.email,
        lines,
        more: account.lines - lines.length,
        forParent: account.role === 'parent',
        token: await digestTokenOf(db, recipient),
        webOrigin: options.webOrigin,
      }),
    );
    await db.execute(sql`UPDATE notifications n SET digested_at = ${now}::timestamptz
      WHERE ${undigested}`);
  }
  return accounts.length;
}
