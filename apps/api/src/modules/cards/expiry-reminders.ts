import {
  ACTIVATE_PATH,
  ENTITLEMENT_REMINDER_DAYS,
  type Entitlement,
  formatSchoolDate,
  type Language,
  translate,
} from '@madrasa/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type { Database } from '../../db/client.ts';
import { entitlements } from '../../db/schema.ts';
import type { MailMessage, MailSender } from '../../lib/mail/mail-types.ts';
import { unlocksTitle } from '../../lib/premium/course-refs.ts';
import { readEntitlements } from '../../lib/premium/entitlements.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

type Due = { id: number; student_id: number };
type Recipient = { email: string; child: string | null };

const DIRECTION = { ar: 'rtl', en: 'ltr' } as const;

/**
 * Entitlements ending within ENTITLEMENT_REMINDER_DAYS, not reminded yet, and not followed by
 * a later one of the same student and target (a renewal: their access goes on).
 */
async function dueReminders(db: Database, now: Date): Promise<Due[]> {
  const at = now.toISOString();
  return rowsOf<Due>(
    await db.execute(sql`
      SELECT e.id, e.student_id FROM entitlements e
      WHERE e.reminded_at IS NULL AND e.ends_at > ${at}::timestamptz
        AND e.ends_at <= ${at}::timestamptz + make_interval(days => ${ENTITLEMENT_REMINDER_DAYS})
        AND NOT EXISTS (SELECT 1 FROM entitlements later
          WHERE later.student_id = e.student_id AND later.scope = e.scope
            AND later.course_id IS NOT DISTINCT FROM e.course_id
            AND later.grade_id IS NOT DISTINCT FROM e.grade_id
            AND later.ends_at > e.ends_at)
      ORDER BY e.ends_at, e.id`),
  );
}

/**
 * Who hears of it, as the notifications' digest decides who has an address: the student with
 * a verified address and no deletion pending, and each linked parent with a verified address
 * (parents usually buy the cards).
 */
async function recipientsOf(db: Database, studentId: number): Promise<Recipient[]> {
  return rowsOf<Recipient>(
    await db.execute(sql`
      SELECT s.email, NULL AS child FROM students s
      WHERE s.id = ${studentId} AND s.verified_at IS NOT NULL AND s.deletion_requested_at IS NULL
      UNION ALL
      SELECT p.email, s.first_name AS child FROM parent_links l
        JOIN parents p ON p.id = l.parent_id JOIN students s ON s.id = l.student_id
      WHERE l.student_id = ${studentId} AND p.verified_at IS NOT NULL`),
  );
}

/** In both languages, Arabic first, since accounts store no language (as the digest). */
function reminderMail(to: Recipient, entitlement: Entitlement, webOrigin: string): MailMessage {
  const link = `${webOrigin}${ACTIVATE_PATH}`;
  const words = (language: Language) => {
    const params = {
      course: unlocksTitle(language, entitlement),
      date: formatSchoolDate(language, entitlement.ends_at),
      link,
      name: to.child ?? '',
    };
    return {
      subject: translate(language, 'cards.reminder_subject', params),
      body: translate(
        language,
        to.child === null ? 'cards.reminder_body' : 'cards.reminder_body_parent',
        params,
      ),
    };
  };
  const ar = words('ar');
  const en = words('en');
  const html = (language: Language, body: string) =>
    `<p dir="${DIRECTION[language]}" lang="${language}">${escapeHtml(body)}</p>`;
  return {
    to: to.email,
    subject: `${ar.subject} | ${en.subject}`,
    text: `${ar.body}\n\n${en.body}\n`,
    html: [html('ar', ar.body), '<hr>', html('en', en.body)].join('\n'),
  };
}

/**
 * The reminder a few days before access ends (docs/decisions.md §21), once per entitlement:
 * each is claimed (`reminded_at`) by a conditional UPDATE before its mails go, so a second
 * run, or two at once, sends nothing again; a failed send gives the claim back for the
 * job's retry. Returns how many entitlements were reminded.
 */
export async function sendExpiryReminders(
  db: Database,
  options: { mail: MailSender; webOrigin: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const due = await dueReminders(db, now);
  if (due.length === 0) return 0;
  const named = new Map(
    (
      await readEntitlements(
        db,
        inArray(
          entitlements.id,
          due.map((each) => each.id),
        ),
      )
    ).map((entitlement) => [entitlement.id, entitlement]),
  );
  let reminded = 0;
  for (const { id, student_id } of due) {
    const entitlement = named.get(id);
    if (!entitlement) continue;
    const [claimed] = await db
      .update(entitlements)
      .set({ reminded_at: now })
      .where(and(eq(entitlements.id, id), isNull(entitlements.reminded_at)))
      .returning({ id: entitlements.id });
    if (!claimed) continue;
    try {
      for (const recipient of await recipientsOf(db, student_id)) {
        await options.mail.send(reminderMail(recipient, entitlement, options.webOrigin));
      }
    } catch (error) {
      await db.update(entitlements).set({ reminded_at: null }).where(eq(entitlements.id, id));
      throw error;
    }
    reminded += 1;
  }
  return reminded;
}
