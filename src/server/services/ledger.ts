/**
 * The append-only token ledger: every change of a token slot (main or event vector) is a row with
 * its reason and idempotency key. Rows are computed from state differences, so nothing that moves
 * tokens can forget to write one.
 */
import type { PlayerState } from '#domain/player';

const TOKEN = 3;

export interface LedgerEntry {
  pool: 'main' | 'event';
  amount: number;
  reason: string;
}

/** An entry with the season whose tokens it moves (the main season the player was on then). */
export interface LedgerRow extends LedgerEntry {
  seasonId: number | null;
}

/** One entry per pool whose token balance differs between `before` and `after`. */
export function tokenChanges(before: PlayerState, after: PlayerState, reason: string): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const main = after.resources[TOKEN] - before.resources[TOKEN];
  const event = after.resourcesEvent[TOKEN] - before.resourcesEvent[TOKEN];
  if (main !== 0) entries.push({ pool: 'main', amount: main, reason });
  if (event !== 0) entries.push({ pool: 'event', amount: event, reason });
  return entries;
}

interface TokenGrant {
  type: string;
  resource?: number;
  season?: 'main' | 'event';
  amount?: number;
}

/**
 * Entries of an applied action: each token grant a credit, the tokens spent a debit, and any
 * remaining difference (production settled inside the rule) its own row, so the rows always sum
 * to the balance change.
 */
export function actionLedgerEntries(
  before: PlayerState,
  after: PlayerState,
  result: { type: string; season: 'main' | 'event'; granted: readonly TokenGrant[]; spent: readonly number[] },
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (const grant of result.granted) {
    if (grant.type === 'resource' && grant.resource === TOKEN && grant.amount !== undefined && grant.amount !== 0) {
      entries.push({ pool: grant.season ?? 'main', amount: grant.amount, reason: result.type });
    }
  }
  const spent = result.spent[TOKEN] ?? 0;
  if (spent !== 0) entries.push({ pool: result.season, amount: -spent, reason: result.type });
  for (const change of tokenChanges(before, after, `${result.type}:settle`)) {
    const listed = entries.filter((entry) => entry.pool === change.pool).reduce((sum, entry) => sum + entry.amount, 0);
    const rest = change.amount - listed;
    if (rest !== 0) entries.push({ ...change, amount: rest });
  }
  return entries;
}
