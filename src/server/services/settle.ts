/**
 * Settling a player: the one way every path brings a stored player to the server's clock before it
 * reads or changes anything. Production is settled (and, for a request of the player's own, a
 * contact recorded), the session's identity applied, and the player moved onto the running season
 * and event. The answer says what a write must keep: the state, the row's columns, which of them
 * changed, and the ledger rows of the tokens that moved.
 */
import { advance, touch } from '#domain/advance';
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { userNotFound } from '../auth/request-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import { refuseBanned } from './bans.ts';
import { tokenChanges, type LedgerRow } from './ledger.ts';
import type { LoadedPlayer, PlayerColumns, ReadAsked } from './player-store.ts';
import { syncSeasons } from './season-sync.ts';
import type { StoredUser } from './users.ts';

interface SettleTimes {
  /** The server's clock, ms. */
  now: number;
  /** Production is settled up to here (an action's moment, never after `now`); default `now`. */
  at?: number;
  /** Records a contact (`lastSeen`, which the offline cap counts from): the player acted or opened the game. */
  contact: boolean;
}

/**
 * With `session`, the player's own: premium and names as Telegram last said, and the player moved
 * onto the running season and event with `catalog`, the active version (the answer to this request
 * can tell the client to reload). Without it the player is settled on someone else's behalf (a
 * referral credit): identity and seasons stay as stored, for the player's own next request to move and report.
 */
export type SettleOptions = SettleTimes &
  ({ session?: undefined } | { session: Pick<SessionClaims, 'premium' | 'name' | 'username' | 'photoUrl' | 'language'>; catalog: Catalog });

export interface Settled {
  /** The state at `at`, on the running season and event. */
  state: PlayerState;
  /** The row's columns as settled. */
  columns: PlayerColumns;
  /** The columns that differ from the stored row. */
  changes: Partial<PlayerColumns>;
  /**
   * The tokens that moved: production up to `at`, then what a season or event change took away.
   * Both belong to the season the player was on (the one whose tokens they move), not the new one.
   */
  ledger: LedgerRow[];
  /** The player was on a season or event that ended or changed: the client must reload. */
  seasonChanged: boolean;
}

function identityOf(user: StoredUser, session: SettleOptions['session']): PlayerColumns {
  const stored: PlayerColumns = {
    name: user.name,
    username: user.username,
    photoUrl: user.photoUrl,
    language: user.language,
    premium: user.premium,
    seasonId: user.seasonId,
    eventId: user.eventId,
  };
  if (session === undefined) return stored;
  return {
    ...stored,
    premium: session.premium,
    name: session.name,
    username: session.username ?? null,
    photoUrl: session.photoUrl ?? null,
    language: session.language,
  };
}

function changedColumns(user: StoredUser, columns: PlayerColumns): Partial<PlayerColumns> {
  const changes: Partial<Record<keyof PlayerColumns, unknown>> = {};
  for (const [name, value] of Object.entries(columns) as [keyof PlayerColumns, unknown][]) {
    if (user[name] !== value) changes[name] = value;
  }
  return changes as Partial<PlayerColumns>;
}

/**
 * Settles a loaded player to the server's clock (pure: the caller decides whether to write). A
 * banned player's own request is refused here (403 BANNED), before anything is read or written.
 */
export function settlePlayer(loaded: Pick<LoadedPlayer, 'user' | 'running'>, options: SettleOptions): Settled {
  const { user, running } = loaded;
  if (options.session !== undefined) refuseBanned(user);
  const at = options.at ?? options.now;
  const produced = options.contact ? touch(user.state, at) : advance(user.state, at);
  const identity = identityOf(user, options.session);
  const settled: PlayerState = produced.premium === identity.premium ? produced : { ...produced, premium: identity.premium };
  const synced = options.session === undefined ? undefined : syncSeasons(options.catalog, settled, user, running, options.now);
  const state = synced?.state ?? settled;
  const columns: PlayerColumns = synced === undefined ? identity : { ...identity, seasonId: synced.seasonId, eventId: synced.eventId };
  const seasonId = user.seasonId;
  const ledger: LedgerRow[] = [
    ...tokenChanges(user.state, settled, 'production').map((entry) => ({ ...entry, seasonId })),
    ...tokenChanges(settled, state, 'season-change').map((entry) => ({ ...entry, seasonId })),
  ];
  return { state, columns, changes: changedColumns(user, columns), ledger, seasonChanged: synced?.changed ?? false };
}

/** The player settled to `now` on `catalog`: what a snapshot shows, and what the lists beside it read. */
export interface SettledView {
  state: PlayerState;
  catalog: Catalog;
  now: number;
}

export interface SettledRead extends Settled {
  /** The stored row as settled: its columns, state and leaderboard measure. */
  user: StoredUser;
  /** The catalog in force (the active version when the player was read). */
  catalog: Catalog;
  loaded: LoadedPlayer;
  now: number;
}

/**
 * The caller's player read (batched with other reads of the same turn) and settled to now, for a
 * request that only reads: nothing is written, and no contact recorded. A session whose player
 * never opened the game is refused (401 USER_NOT_FOUND). `asked.friends`: the friends invited counted too.
 */
export async function readSettledPlayer(
  context: AppContext,
  session: SessionClaims,
  asked: Pick<ReadAsked, 'friends'> = {},
): Promise<SettledRead> {
  const loaded = await context.players.read(session.userId, asked);
  if (loaded === undefined) throw userNotFound();
  const now = context.config.now();
  const catalog = await context.catalogs.get(context.db, loaded.catalogVersion);
  const settled = settlePlayer(loaded, { now, session, catalog, contact: false });
  const user: StoredUser = { ...loaded.user, ...settled.columns, state: settled.state, seasonTokens: settled.state.tokensEarned };
  return { ...settled, user, catalog, loaded, now };
}
