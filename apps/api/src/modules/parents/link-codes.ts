import { randomInt } from 'node:crypto';
import { LINK_CODE, type LinkCode } from '@madrasa/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parentLinkCodes } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';

/** A code of LINK_CODE.length characters, uniformly drawn from the unambiguous alphabet. */
const newLinkCode = (): string =>
  Array.from(
    { length: LINK_CODE.length },
    () => LINK_CODE.alphabet[randomInt(LINK_CODE.alphabet.length)],
  ).join('');

/**
 * Stored as SHA-256, found by its hash. A fast hash is enough: about 40 random bits, a day's
 * life, one use, and guessing is throttled per parent and per address (parents-routes.ts).
 */
export const linkCodeHash = (code: string) => sha256(`parent-link:${code}`);

/**
 * Makes a student's one-time link code, valid LINK_CODE.validHours. The student's unused
 * codes die with it, so only the newest code handed out works.
 */
export async function makeLinkCode(
  db: Database,
  { studentId, now = new Date() }: { studentId: number; now?: Date },
): Promise<LinkCode> {
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE.validHours * 3_600_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(parentLinkCodes)
      .where(and(eq(parentLinkCodes.student_id, studentId), isNull(parentLinkCodes.used_at)));
    await tx.insert(parentLinkCodes).values({
      student_id: studentId,
      code_hash: linkCodeHash(code),
      expires_at: expiresAt,
    });
  });
  return { code, expires_at: expiresAt.toISOString() };
}
