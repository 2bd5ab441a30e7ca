/**
 * Reading and writing players in as few round trips as the rules allow. Reads asked for in one
 * turn of the event loop go to the database as one query (the row, the running seasons, the
 * stored answer of an idempotency key and the newest answer base, for each); so do writes: one
 * statement writes each player's row, its ledger rows, its key's answer (and a new answer base) and
 * a draw log entry together. A locked read is one query, and a write under that lock the same
 * statement for one player.
 *
 * A read answers the row as one JSON text: decoding one string is several times cheaper than the
 * drivers' per-column decoding (PGlite's especially), and the same on both. It carries the row's
 * version (its `xmin`, which every update of the row changes), so a write can be made conditional
 * on nothing having changed the row since it was read.
 */
import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import type { NewsItem } from '#protocol/news';
import type { Database, Queryable } from '../db/database.ts';
import type { AdViewAsked, StoredAdView } from './ad-views.ts';
import type { LedgerRow } from './ledger.ts';
import { fromJson } from './player-json.ts';
import { READ_PLAYERS, lockPlayerStatement, prepare, writePlayersStatement, writeRecord } from './player-statements.ts';
import type { RunningSeasons } from './season-sync.ts';
import type { AnswerBase, PackedAnswer, PackedKey } from './stored-answers.ts';
import type { StoredUser } from './users.ts';

/** A key's stored answer: the request's fingerprint (hex), its status and its packed answer (stored-answers.ts). */
export interface StoredKey extends PackedKey {
  requestHash: string;
  statusCode: number;
}

export interface LoadedPlayer {
  user: StoredUser;
  running: RunningSeasons;
  /** The active catalog version when the player was read. */
  catalogVersion: number;
  /** The stored answer of the key asked for, if it was used before. */
  answer: StoredKey | undefined;
  /** The player's newest answer base, read with a key (undefined without one, or before the first). */
  base: AnswerBase | undefined;
  /** The friends the player invited, when the read asked for them (the quest rules' and the quest list's fact). */
  friendsInvited: number | undefined;
  /** The unspent ad view the read asked for (a claim's, ad-views.ts), when there is one. */
  adView: StoredAdView | undefined;
}

/** The friends invited of a player read with them asked (`friends`); a read that did not ask them is a bug. */
export function friendsInvitedOf(read: Pick<LoadedPlayer, 'friendsInvited'>): number {
  if (read.friendsInvited === undefined) throw new Error('the player was read without the friends invited');
  return read.friendsInvited;
}

/** What a read asks besides the player: the stored answer of `key`, the unseen news, the friends invited, an ad view. */
export interface ReadAsked {
  key?: string | undefined;
  news?: boolean;
  friends?: boolean;
  adView?: AdViewAsked | undefined;
}

export interface VersionedPlayer extends LoadedPlayer {
  /** The row's version when read: a write given it applies only if the row is still at that version. */
  version: string;
  /** The player's unseen news, when the read asked for them (news.ts). */
  news: NewsItem[] | undefined;
}

/**
 * The player's row locked until the transaction ends, with the running seasons and the stored
 * answer of `key` (one query). A request with the same key that committed while this one waited
 * for the lock may be missing from this statement's view; its key row then makes the write fail
 * with a unique violation, and the transaction is run again.
 */
export async function lockPlayer(
  tx: Queryable,
  telegramId: number,
  asked: Omit<ReadAsked, 'news'> = {},
): Promise<LoadedPlayer | undefined> {
  const statement = lockPlayerStatement(telegramId, asked.key ?? null, { friends: asked.friends === true, adView: asked.adView });
  // Both drivers answer `{ rows }`; the shared query-result type leaves it unknown.
  const result: unknown = await tx.execute(statement);
  return fromJson((result as { rows: Record<string, unknown>[] }).rows[0]?.row);
}

/** The columns a write sets besides the state. */
export type PlayerColumns = Pick<StoredUser, 'name' | 'username' | 'photoUrl' | 'language' | 'premium' | 'seasonId' | 'eventId'>;

export interface PlayerWrite {
  telegramId: number;
  columns: PlayerColumns;
  state: PlayerState;
  now: number;
  /** The tokens that moved, each row with its season. */
  ledger: readonly LedgerRow[];
  /** The key of the action and the answer to store under it (packed); the ledger rows carry the key. */
  key?: { key: string; action: string; requestHash: string; statusCode: number; packed: PackedAnswer };
  /** A random draw to log (with a key only). */
  draw?: { kind: string; result: unknown };
  /** The ad view a claim spends (with a key only): its id goes into `ad_claims`, whose key refuses a second spender. */
  adViewSpent?: string;
  /** The key the ledger rows carry when no answer is stored (a referral credit: `referral:<friend>`). */
  ledgerKey?: string;
}

/** Writes the player under the row lock `tx` holds (lockPlayer), with everything that goes with it, in one statement. */
export async function writeLockedPlayer(tx: Queryable, write: PlayerWrite): Promise<void> {
  const result: unknown = await tx.execute(writePlayersStatement(sql`${JSON.stringify([writeRecord(write, 1, undefined)])}`));
  if ((result as { rows: unknown[] }).rows.length !== 1) throw new Error(`player ${write.telegramId} was not written`);
}

export interface PlayerStore {
  /** The player (without a lock) with the running seasons and what `asked` names. */
  read(telegramId: number, asked?: ReadAsked): Promise<VersionedPlayer | undefined>;
  /**
   * Writes the player with everything that goes with it if the row is still at `version`;
   * answers whether it was written. A failed statement fails every write made with it.
   */
  writeIfUnchanged(write: PlayerWrite, version: string): Promise<boolean>;
}

/** Reads, and writes, of one turn of the event loop, at most this many to a statement. */
const PER_STATEMENT = 100;

/**
 * Reads and conditional writes in batches: every read (or write) asked for before the event loop
 * turns goes into one statement, so a crowd of players costs the database, and this process's
 * sockets, a round trip a turn instead of one a request. `onRead` is told of each player asked for.
 */
export function playerStore(database: Database, onRead: () => void = () => {}): PlayerStore {
  const batched = { cache: false, maxBatchSize: PER_STATEMENT, batchScheduleFn: (flush: () => void) => setImmediate(flush) };
  const readPlayers = prepare(database, 'read_players', READ_PLAYERS, {
    params: { ids: 'bigint[]', keys: 'text[]', news: 'boolean[]', friends: 'boolean[]', ad_sources: 'text[]', ad_ids: 'text[]' },
    returns: { n: 'integer', row: 'text' },
  });
  type Read = { telegramId: number; key: string | null; news: boolean; friends: boolean; adView: AdViewAsked | undefined };
  const reads = new DataLoader<Read, VersionedPlayer | undefined>(async (asked) => {
    const rows = await readPlayers({
      ids: asked.map((read) => read.telegramId),
      keys: asked.map((read) => read.key),
      news: asked.map((read) => read.news),
      friends: asked.map((read) => read.friends),
      ad_sources: asked.map((read) => read.adView?.source ?? null),
      ad_ids: asked.map((read) => read.adView?.id ?? null),
    });
    const found = new Array<VersionedPlayer | undefined>(asked.length).fill(undefined);
    for (const row of rows) found[Number(row.n) - 1] = fromJson(row.row);
    return found;
  }, batched);
  const writePlayers = prepare(database, 'write_players', writePlayersStatement(sql`${sql.placeholder('writes')}`), {
    params: { writes: 'jsonb' },
    returns: { n: 'integer' },
  });
  const writes = new DataLoader<{ write: PlayerWrite; version: string }, boolean>(async (asked) => {
    const rows = await writePlayers({
      writes: JSON.stringify(asked.map(({ write, version }, index) => writeRecord(write, index + 1, version))),
    });
    const written = new Array<boolean>(asked.length).fill(false);
    for (const row of rows) written[Number(row.n) - 1] = true;
    return written;
  }, batched);
  return {
    read: (telegramId, asked = {}) => {
      onRead();
      const { key = null, news = false, friends = false, adView } = asked;
      return reads.load({ telegramId, key, news, friends, adView });
    },
    writeIfUnchanged: (write, version) => writes.load({ write, version }),
  };
}
