import { canonicalPhone, type SiteRole } from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { students, teachers } from './schema.ts';

/**
 * Phone numbers are stored in one form, E.164 (`+962791234567`), so that `0791234567` and
 * `+962 79 123 4567` are one number. Rows written before that rule are brought to it at
 * start, after the schema migrations. Where two accounts of one role would end up with the
 * same number, both are kept unchanged and reported (log and admin console) for a person
 * to settle: merging accounts is not a decision to take silently.
 */

const ACCOUNT_TABLES = { student: students, teacher: teachers } as const;
/** A stored number already in the one form: + and digits only (anything else is older). */
const CANONICAL_SHAPE = '^\\+[0-9]+$';

export type PhoneCollisionAccount = { id: number; phone_number: string; email: string };
export type PhoneCollision = {
  role: SiteRole;
  /** The number both accounts hold, in its canonical form. */
  phone_number: string;
  accounts: PhoneCollisionAccount[];
};
export type PhonePlan = {
  updates: { role: SiteRole; id: number; phone_number: string }[];
  collisions: PhoneCollision[];
  /** Stored numbers no phone could have; left as they are. */
  unreadable: { role: SiteRole; id: number; phone_number: string }[];
};

async function planRole(db: Database, { role, plan }: { role: SiteRole; plan: PhonePlan }) {
  const table = ACCOUNT_TABLES[role];
  const columns = { id: table.id, phone_number: table.phone_number, email: table.email };
  const older = await db
    .select(columns)
    .from(table)
    .where(sql`${table.phone_number} !~ ${CANONICAL_SHAPE}`)
    .orderBy(table.id);
  if (older.length === 0) return;

  const byNumber = new Map<string, PhoneCollisionAccount[]>();
  for (const row of older) {
    const canonical = canonicalPhone(row.phone_number);
    if (!canonical) {
      plan.unreadable.push({ role, ...row });
      continue;
    }
    byNumber.set(canonical, [...(byNumber.get(canonical) ?? []), row]);
  }
  for (const [canonical, rows] of byNumber) {
    const holders = await db.select(columns).from(table).where(eq(table.phone_number, canonical));
    const accounts = [...holders, ...rows];
    const [only] = rows;
    if (accounts.length === 1 && only) {
      plan.updates.push({ role, id: only.id, phone_number: canonical });
    } else {
      plan.collisions.push({ role, phone_number: canonical, accounts });
    }
  }
}

/** What bringing every stored number to its canonical form would change, and what it cannot. */
export async function planPhoneCanonicalization(db: Database): Promise<PhonePlan> {
  const plan: PhonePlan = { updates: [], collisions: [], unreadable: [] };
  await planRole(db, { role: 'student', plan });
  await planRole(db, { role: 'teacher', plan });
  return plan;
}

export type PhoneCanonicalization = Pick<PhonePlan, 'collisions' | 'unreadable'> & {
  updated: number;
};

/** Applies the plan's updates; returns what was left for a person to settle. */
export async function canonicalizePhones(db: Database): Promise<PhoneCanonicalization> {
  const plan = await planPhoneCanonicalization(db);
  if (plan.updates.length > 0) {
    await db.transaction(async (tx) => {
      for (const update of plan.updates) {
        const table = ACCOUNT_TABLES[update.role];
        await tx
          .update(table)
          .set({ phone_number: update.phone_number })
          .where(eq(table.id, update.id));
      }
    });
  }
  return { updated: plan.updates.length, collisions: plan.collisions, unreadable: plan.unreadable };
}
