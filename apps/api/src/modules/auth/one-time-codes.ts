import { type AccountRole, OTP } from '@madrasa/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { newNumericCode } from '../../lib/tokens.ts';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** Whose code, and for what. */
type CodeOwner = { role: AccountRole; userId: number; purpose: CodePurpose };

/**
 * Issues a fresh 6-digit code for one purpose of one account and returns it (to be
 * mailed). Earlier codes of that purpose die: only the newest one in the inbox works.
 * Codes are hashed with argon2 rather than a fast hash, because a million candidates
 * would otherwise be checked against a leaked row in no time.
 */
export async function issueCode(db: Database, owner: CodeOwner): Promise<string> {
  const code = newNumericCode(OTP.length);
  const codeHash = await hashPassword(code);
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeCodes).where(ofOwner(owner));
    await tx.insert(oneTimeCodes).values({
      role: owner.role,
      user_id: owner.userId,
      purpose: owner.purpose,
      code_hash: codeHash,
      expires_at: new Date(Date.now() + OTP.validMinutes * 60_000),
    });
  });
  return code;
}

/**
 * True once, for the right code while it is unexpired, unused and has tries left. Every
 * check spends one of the code's tries before comparing, with a conditional update, so
 * parallel guesses cannot exceed the limit; after the last wrong try the code is dead.
 */
export async function consumeCode(
  db: Database,
  { code, ...owner }: CodeOwner & { code: string },
): Promise<boolean> {
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        ofOwner(owner),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
        lt(oneTimeCodes.attempts, OTP.maxWrongTries),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.code_hash });
  if (!attempt || !(await verifyPassword(attempt.codeHash, code))) return false;

  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(oneTimeCodes.id, attempt.id), isNull(oneTimeCodes.consumed_at)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}

const ofOwner = ({ role, userId, purpose }: CodeOwner) =>
  and(
    eq(oneTimeCodes.role, role),
    eq(oneTimeCodes.user_id, userId),
    eq(oneTimeCodes.purpose, purpose),
  );
