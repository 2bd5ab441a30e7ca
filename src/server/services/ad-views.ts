/**
 * Proof that an ad was shown before an ad card is granted, in one of two modes.
 *
 * - With `ADSGRAM_REWARD_SECRET`: Adsgram calls the reward URL server to server when a player
 *   watched an ad to the end, and each call stores one confirmation; a claim spends the player's
 *   oldest unspent one, and nothing else grants the reward (tokens are not read).
 * - Without it: the server issues an ad-view token when an ad starts (`startAdView`, one open per
 *   player and card); a claim carrying it counts no sooner than AD_MIN_VIEW_MS after, for that
 *   player and card only.
 *
 * Either way a claim that applies spends the view by inserting its id into `ad_claims` in the same
 * statement as the player's write: the primary key makes each view grant once under any
 * concurrency (a second spender's write fails and is judged again, then finds the view spent).
 */
import { randomBytes } from 'node:crypto';
import { isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Action } from '#domain/actions';
import { AD_MIN_VIEW_MS, type AdView } from '#domain/ad-cards';
import type { AdCardKind } from '#domain/catalog-types';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { adClaims, adViews, users } from '../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';

/** An unspent view found for a claim: its id (spent by the write) and the fact the rule judges. */
export interface FoundAdView {
  id: string;
  fact: AdView;
}

/**
 * Issues the ad-view token of an ad of card `card` starting at `now` (ms) for player `userId`; it
 * replaces the player's open one. Undefined when the player does not exist or is banned (nothing is stored).
 */
export async function startAdView(
  db: Queryable,
  userId: number,
  card: AdCardKind,
  now: number,
): Promise<{ adView: string; watchedFrom: number } | undefined> {
  const id = randomBytes(18).toString('base64url');
  const column = (name: PgColumn) => sql.identifier(name.name);
  const result: unknown = await db.execute(sql`
    insert into ${adViews} (${column(adViews.id)}, ${column(adViews.userId)}, ${column(adViews.source)}, ${column(adViews.card)}, ${column(adViews.createdAt)})
    select ${id}, ${users.telegramId}, 'start', ${card}, ${now} from ${users} where ${users.telegramId} = ${userId} and ${users.bannedAt} is null
    on conflict (${column(adViews.userId)}, ${column(adViews.card)}) where ${column(adViews.source)} = 'start'
    do update set ${column(adViews.id)} = excluded.${column(adViews.id)}, ${column(adViews.createdAt)} = excluded.${column(adViews.createdAt)}
    returning ${column(adViews.id)}`);
  return (result as { rows: unknown[] }).rows.length === 1 ? { adView: id, watchedFrom: now + AD_MIN_VIEW_MS } : undefined;
}

/** Stores one confirmation from the ad network for player `userId` at `now` (ms). */
export async function recordAdConfirmation(db: Queryable, userId: number, now: number): Promise<void> {
  await db.insert(adViews).values({ id: randomBytes(18).toString('base64url'), userId, source: 'adsgram', card: null, createdAt: now });
}

const unspent = isNull(adClaims.viewId);

/** The unspent view a read is asked for: of this source, and this one (null: the oldest of the source). */
export interface AdViewAsked {
  source: 'adsgram' | 'start';
  id: string | null;
}

/**
 * The view a claim would spend in the configured mode, asked of the player's read (so a claim is
 * the read and the write, player-statements.ts): the oldest unspent confirmation of the ad network,
 * or the unspent view the claim's token names. Undefined for any other action, and for a claim
 * without a token when the ad network does not confirm views (nothing to find).
 */
export function adViewAsked(config: ServerConfig, action: Action): AdViewAsked | undefined {
  if (action.type !== 'ad-card-claim') return undefined;
  if (config.adsgramRewardSecret !== undefined) return { source: 'adsgram', id: null };
  return action.adView === undefined ? undefined : { source: 'start', id: action.adView };
}

/** An unspent view as the read found it. */
export interface StoredAdView {
  id: string;
  card: string | null;
  createdAt: number;
}

/**
 * The unspent view asked for (`source`, and the view `id` unless null) of the player whose row is
 * `users`, as JSON (id, card, createdAt), or null; `source` null asks for nothing.
 */
export function unspentAdViewJson(source: SQL, id: SQL): SQL {
  return sql`case when ${source} is not null then (
    select json_build_object('id', ${adViews.id}, 'card', ${adViews.card}, 'createdAt', ${adViews.createdAt})
    from ${adViews} left join ${adClaims} on ${adClaims.userId} = ${adViews.userId} and ${adClaims.viewId} = ${adViews.id}
    where ${adViews.userId} = ${users.telegramId} and ${unspent} and ${adViews.source} = ${source} and (${id} is null or ${adViews.id} = ${id})
    order by ${adViews.createdAt} limit 1) end`;
}

/** The view the read found, as the fact the rule judges and the id the write spends; undefined when none. */
export function foundAdView(config: ServerConfig, view: StoredAdView | undefined): FoundAdView | undefined {
  if (view === undefined) return undefined;
  const fact: AdView =
    config.adsgramRewardSecret !== undefined
      ? { card: null, watchedFrom: view.createdAt }
      : { card: view.card as AdCardKind, watchedFrom: view.createdAt + AD_MIN_VIEW_MS };
  return { id: view.id, fact };
}

/** Forgets ad views and their claims older than `before` (ms); answers how many views. */
export async function pruneAdViews(db: Queryable, before: number): Promise<number> {
  await deleteInBatches(db, adClaims, lt(adClaims.createdAt, before));
  return deleteInBatches(db, adViews, lt(adViews.createdAt, before));
}
