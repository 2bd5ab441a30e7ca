/**
 * Repairing what a catalog paid (docs/content-bounds.md, "Repair"): an operator's correction of
 * a player's balances, written like any other change of the player (settled first, under the
 * row lock, a signed `correction` row in the token ledger) and audited in the same transaction;
 * and the players a catalog version's rewards paid out of bounds, read from the token ledger.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ONCE_CEILINGS } from '#domain/content-bounds';
import { correctBalances, type Correction } from '#domain/correction';
import type { CorrectionBody, OutOfBounds } from '#protocol/console-repair';
import { audit } from '../console/audit.ts';
import type { AppDatabase } from '../db/database.ts';
import { catalogVersions, tokenLedger, users } from '../db/schema.ts';
import { tokenChanges } from './ledger.ts';
import { lockPlayer, writeLockedPlayer } from './player-store.ts';
import { settlePlayer } from './settle.ts';
import { inTransaction } from './transaction.ts';

/** The ledger's reason of an operator's correction. */
export const CORRECTION_REASON = 'correction';

export type CorrectionOutcome = { ok: true; tokens: number; spins: number } | { ok: false; problem: 'NOT_FOUND' | 'BELOW_ZERO' };

/** Applies `body` to player `telegramId` for operator `operatorId`, audited with the reason; changes nothing when refused. */
export async function correctPlayer(
  db: AppDatabase,
  telegramId: number,
  body: CorrectionBody,
  operatorId: number,
  now: number,
): Promise<CorrectionOutcome> {
  return inTransaction(db, async (tx) => {
    const loaded = await lockPlayer(tx, telegramId);
    if (loaded === undefined) return { ok: false, problem: 'NOT_FOUND' };
    // On the player's behalf, like a referral credit: production settled, no contact.
    const settled = settlePlayer(loaded, { now, contact: false });
    const correction: Correction = { tokens: body.tokens, spins: body.spins };
    const corrected = correctBalances(settled.state, correction);
    if (!corrected.ok) return { ok: false, problem: 'BELOW_ZERO' };
    const seasonId = settled.columns.seasonId;
    const ledger = tokenChanges(settled.state, corrected.value, CORRECTION_REASON).map((entry) => ({ ...entry, seasonId }));
    await writeLockedPlayer(tx, {
      telegramId,
      columns: settled.columns,
      state: corrected.value,
      now,
      ledger: [...settled.ledger, ...ledger],
    });
    const detail = { reason: body.reason, tokens: body.tokens, spins: body.spins };
    await audit(tx, { operatorId, action: 'balance-correction', target: String(telegramId), detail }, now);
    return { ok: true, tokens: corrected.value.resources[3], spins: corrected.value.spin };
  });
}

/** Reasons of the ledger rows a reward pays (the action that paid it). */
const REWARD_REASONS = [
  'quest-claim',
  'spin',
  'card-turn',
  'event-trigger',
  'ad-card-claim',
  'limited-product-buy',
  'boost-use',
  'checkin',
];
/** Of those, the ones whose rows only ever credit: a row below zero is a reward that took tokens. */
const CREDIT_ONLY_REASONS = ['quest-claim', 'spin', 'card-turn', 'event-trigger', 'ad-card-claim', 'checkin'];

/** When `version` was active: from its publishing to the next version's (null: still active); undefined when never published. */
async function activePeriod(db: AppDatabase, version: number): Promise<{ from: number; to: number | null } | undefined> {
  const [row] = await db
    .select({ publishedAt: catalogVersions.publishedAt })
    .from(catalogVersions)
    .where(eq(catalogVersions.version, version));
  // Version 1 is the seed, active from the start.
  const from = version === 1 ? 0 : row?.publishedAt;
  if (from === null || from === undefined) return undefined;
  const [next] = await db
    .select({ publishedAt: catalogVersions.publishedAt })
    .from(catalogVersions)
    .where(and(gt(catalogVersions.version, version), isNotNull(catalogVersions.publishedAt)))
    .orderBy(asc(catalogVersions.version))
    .limit(1);
  return { from, to: next?.publishedAt ?? null };
}

/** The players `version`'s rewards paid out of bounds while it was active; undefined for a version never published. */
export async function outOfBoundsPlayers(db: AppDatabase, version: number): Promise<OutOfBounds | undefined> {
  const period = await activePeriod(db, version);
  if (period === undefined) return undefined;
  const ceiling = ONCE_CEILINGS.tokens;
  const l = tokenLedger;
  const inPeriod = and(
    gte(l.createdAt, period.from),
    period.to === null ? undefined : lt(l.createdAt, period.to),
    or(and(inArray(l.reason, REWARD_REASONS), gt(l.amount, ceiling)), and(inArray(l.reason, CREDIT_ONLY_REASONS), lt(l.amount, 0))),
  );
  const rows = await db
    .select({
      telegramId: users.telegramId,
      gameId: users.gameId,
      name: users.name,
      rows: sql<number>`count(*)`.mapWith(Number),
      largest: sql<number>`max(abs(${l.amount}))`.mapWith(Number),
      total: sql<number>`sum(${l.amount})`.mapWith(Number),
    })
    .from(l)
    .innerJoin(users, eq(users.telegramId, l.userId))
    .where(inPeriod)
    .groupBy(users.telegramId)
    .orderBy(sql`max(abs(${l.amount})) desc`, asc(users.telegramId))
    .limit(500);
  return { version, from: version === 1 ? null : period.from, to: period.to, ceiling, players: rows };
}
