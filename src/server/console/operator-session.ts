/**
 * Operator sessions, kept on the server (`operator_sessions`): signing in opens one, its random
 * token goes into the cookie (console/cookies.ts signs it), and only the token's SHA-256 is stored.
 * Signing out ends the session at once, on every instance; an operator's removal from ADMIN_IDS
 * ends all of theirs the first time they come back (console/guard.ts), so putting the id back
 * later does not revive an old cookie.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { operatorSessions } from '../db/schema.ts';
import { hashOf } from './links.ts';

/** How long an operator stays signed in, ms. */
export const OPERATOR_SESSION_MS = 8 * 3_600_000;

/** Opens a session for `operatorId`; answers the token the cookie carries. */
export async function openOperatorSession(db: Queryable, operatorId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({ tokenHash: hashOf(token), operatorId, createdAt: now, expiresAt: now + OPERATOR_SESSION_MS });
  return token;
}

/** The operator of a live session (not ended, not expired); undefined for any other token. */
export async function operatorOfSession(db: Queryable, token: string, now: number): Promise<number | undefined> {
  const [row] = await db
    .select({ operatorId: operatorSessions.operatorId })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, hashOf(token)), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)));
  return row?.operatorId;
}

/** Ends one session (signing out). */
export async function endOperatorSession(db: Queryable, token: string, now: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.tokenHash, hashOf(token)), isNull(operatorSessions.revokedAt)));
}

/** Ends every live session of `operatorId` (no longer an operator); answers how many. */
export async function endSessionsOf(db: Queryable, operatorId: number, now: number): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)))
    .returning({ operatorId: operatorSessions.operatorId });
  return ended.length;
}

/** Forgets the sessions that expired before `before`; answers how many. */
export async function pruneOperatorSessions(db: Queryable, before: number): Promise<number> {
  const removed = await db
    .delete(operatorSessions)
    .where(lt(operatorSessions.expiresAt, before))
    .returning({ operatorId: operatorSessions.operatorId });
  return removed.length;
}
