/**
 * One-time sign-in links to the console: the bot's `/admin` issues one to an operator; it signs in
 * once, within 10 minutes. Only the token's SHA-256 is stored, so the table holds no credential.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CONSOLE_SIGN_IN_PATH } from '#protocol/console';
import type { Queryable } from '../db/database.ts';
import { consoleLinks } from '../db/schema.ts';

export const LINK_TTL_MS = 10 * 60_000;

/** The SHA-256 (hex) a table keeps instead of a token (links here, sessions in operator-session.ts). */
export function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link's path and query (`/admin/sign-in?token=...`), for the base address to be put in front. */
export async function issueSignInPath(db: Queryable, operatorId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(consoleLinks).values({ tokenHash: hashOf(token), operatorId, expiresAt: now + LINK_TTL_MS, createdAt: now });
  return `${CONSOLE_SIGN_IN_PATH}?token=${token}`;
}

/** Spends the link: its operator, once, before it expires; undefined for a used, expired or unknown one. */
export async function redeemSignIn(db: Queryable, token: string, now: number): Promise<number | undefined> {
  const [row] = await db
    .update(consoleLinks)
    .set({ usedAt: now })
    .where(and(eq(consoleLinks.tokenHash, hashOf(token)), isNull(consoleLinks.usedAt), gt(consoleLinks.expiresAt, now)))
    .returning({ operatorId: consoleLinks.operatorId });
  return row?.operatorId;
}
