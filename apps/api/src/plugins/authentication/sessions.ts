import type { Role } from '@madrasa/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

export type SessionAccount = { role: Role; id: number; sessionId: number };

/** Default lifetime of a session (SESSION_DAYS overrides it for the sign-in routes). */
export const DEFAULT_SESSION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a session and returns its bearer token. Only the token's hash is stored, so a
 * leaked database does not leak usable tokens. Expired sessions of the same account are
 * swept here, which keeps the table small without a scheduled job.
 */
export async function createSession(
  db: Database,
  { role, id, days = DEFAULT_SESSION_DAYS }: { role: Role; id: number; days?: number },
): Promise<string> {
  const token = newToken();
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.role, role), eq(sessions.user_id, id), lte(sessions.expires_at, new Date())),
    );
  await db.insert(sessions).values({
    token_hash: sha256(token),
    role,
    user_id: id,
    expires_at: new Date(Date.now() + days * DAY_MS),
  });
  return token;
}

/** The account behind a bearer token, or null when it is unknown or expired. */
export async function findSession(db: Database, token: string): Promise<SessionAccount | null> {
  const [row] = await db
    .select({ role: sessions.role, id: sessions.user_id, sessionId: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token_hash, sha256(token)), gt(sessions.expires_at, new Date())))
    .limit(1);
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account (password reset or change, account removal). */
export async function revokeSessions(
  db: Database,
  { role, id }: { role: Role; id: number },
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.user_id, id)));
}
