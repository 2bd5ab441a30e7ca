/** The rows of the client database. Plain data only: everything here is structured-cloned. */
import type { Action } from '#domain/actions';
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import type { GameUser } from '#protocol/game-user';
import type { SeasonData } from '#protocol/season';
import type { Settings } from './settings-defaults.ts';

/** Which half of the game a snapshot belongs to (`season-type` header). */
export type SeasonType = 'main' | 'event';

/** One row of the settings table: the whole settings object under a fixed key. */
export interface SettingsRow {
  id: 'settings';
  value: Settings;
}

/** A key-value row of the meta table; the keys are {@link MetaKey}. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** What the meta table holds. */
export type MetaKey =
  /** The client build that last wrote the database. */
  | 'buildId'
  /** Server clock minus client clock, ms. */
  | 'serverOffset'
  /** Server time of the last completed sync, ms. */
  | 'lastSync'
  /** The next reload back-off delay, ms (kept across reloads so the doubling means something). */
  | 'reloadDelayMs'
  /** Server time the game was opened, kept until the tractor is tapped (see opening.ts), ms. */
  | 'openedAt'
  /** The TON wallet the player connected, sent on game-user; '' once disconnected (see wallet.ts). */
  | 'wallet'
  /** News the server sent with game-user, kept until shown and acknowledged (see news.ts). */
  | 'news';

/**
 * The extra field of a game-user answer a screen reads: whether the event runs. The answer's other
 * extras (first time, send message, the next producers) are not kept: nothing reads them (the next
 * producer is the domain's `nextProducer` of the view; the welcome is the server's own).
 */
export interface SnapshotExtras {
  eventRunning: boolean;
}

/** The player's state for one season type: what the server confirmed and what the player sees. */
export interface SnapshotRow {
  seasonType: SeasonType;
  /** The last snapshot the server sent (the rules' state plus identity and wallet fields). */
  confirmed: GameUser;
  /** Server time of `confirmed` (the answer's `serverNow`), ms. */
  confirmedAt: number;
  /** `confirmed` with the pending outbox entries replayed on it. */
  view: PlayerState;
  /** Server time the view was settled to, ms. */
  viewAt: number;
  extras: SnapshotExtras;
}

/** A player action waiting for the server's answer. */
export interface OutboxEntry {
  /** Insertion order; the flush sends by ascending `seq`. */
  seq?: number;
  /** The idempotency key, made when the player acted. */
  key: string;
  seasonType: SeasonType;
  action: Action;
  /** Server time when the player acted, ms: the optimistic replay applies the action at it. */
  at: number;
  /** Transport failures so far. */
  attempts: number;
  /** Times the server refused the entry as malformed (400/404/413). */
  malformed: number;
  /** Client clock time before which the flush leaves the entry alone, ms. */
  nextAttemptAt: number;
  lastError?: string | undefined;
}

/**
 * The bot message call the client makes: the Discord link (POST /api/discord, docs/product.md,
 * section 7). The welcome and the referral message are the server's own at the first login.
 */
type BotMessageKind = 'discord';

/** Kinds older builds queued, still in their databases: never sent. */
type RetiredMessageKind = 'welcome' | 'referral';

/**
 * A bot message call queued beside the actions: made once per key (the key names the player and
 * what the message is about), kept until the server answered it, and then kept as a marker with
 * `doneAt` set so the same launch never queues it again.
 */
export interface MessageEntry {
  seq?: number;
  /** `<kind>:<telegram id>[:<referrer or discord id>]`, unique. */
  key: string;
  kind: BotMessageKind | RetiredMessageKind;
  /** The JSON body the endpoint takes. */
  body: Record<string, string | number>;
  /** Transport failures so far. */
  attempts: number;
  /** Client clock time before which the flush leaves the entry alone, ms. */
  nextAttemptAt: number;
  /** Client time the server answered (or refused) it, ms; undefined while it waits. */
  doneAt?: number | undefined;
  /** The server's `status`, or the refusal's message. */
  outcome?: string | undefined;
  lastError?: string | undefined;
}

/** An action given up on after repeated malformed refusals; kept for diagnosis, never resent. */
export interface DeadLetter {
  id?: number;
  key: string;
  seasonType: SeasonType;
  action: Action;
  at: number;
  /** Client time it was moved here, ms. */
  failedAt: number;
  status: number | undefined;
  reason: string | undefined;
  message: string;
}

/** The login session. `expire` is ms since epoch (server clock). */
export interface SessionRow {
  id: 'session';
  token: string;
  expire: number | undefined;
}

/**
 * The cached lists, by name: only the quest list now (databases written by earlier builds may
 * still hold rows of lists no screen read; nothing reads them).
 */
export type ListName = 'quests';

export interface ListRow {
  name: ListName;
  /** The parsed answer, as the protocol schema gave it. */
  value: unknown;
  /** Client time of the fetch, ms. */
  fetchedAt: number;
}

/** The catalog version the server last named, as fetched (`GET /backend/hub/catalog`). */
export interface CatalogRow {
  id: 'current';
  version: number;
  catalog: Catalog;
}

/** The current season (`null` between seasons). */
export interface SeasonRow {
  id: 'current';
  data: SeasonData | null;
  fetchedAt: number;
}
