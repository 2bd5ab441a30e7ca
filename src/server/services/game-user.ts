/**
 * GET /backend/hub/game-user: creates the player on the first login (crediting a referral once,
 * granting the invited player's welcome gift, storing the start parameter's attribution and the
 * news of the invite, then sending the welcome and the referrer's message after the commit), settles
 * production with the server clock, moves the player onto the running season and event,
 * links or unlinks the TON wallet the `user-wallet` header names (services/wallet.ts), and answers
 * the snapshot.
 *
 * Most calls only read (one query, the player with its news, or the login's own statement): the
 * settled state is a pure function of the stored one, so it need not be written back. The row is
 * written when something must be kept: a season or identity change, or a contact (`lastSeen`) older
 * than CONTACT_REFRESH_MS (one write, conditional on the version read; under the row's lock when
 * the row changed since), or a new player (one statement, first-open.ts; an invited one under the
 * inviter's lock, in a transaction). The offline cap therefore counts from a contact at most that old.
 */
import type { Catalog } from '#domain/catalog-types';
import { referralReward } from '#domain/checkin';
import { newPlayer, type PlayerState } from '#domain/player';
import { grantWelcomeGift } from '#domain/referral-share';
import { MESSAGES } from '#protocol/errors';
import type { GameUserResponse } from '#protocol/game-user';
import type { NewsItem } from '#protocol/news';
import { referrerFromStartParam } from '#protocol/start-param';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import type { AppTransaction } from '../db/database.ts';
import { saveAttribution, takeBotStart } from './attribution.ts';
import { notifyReferrer, sendWelcome } from './bot-messages.ts';
import { deliver } from './bot-queue.ts';
import { displayName } from './display-name.ts';
import { addNews, unseenNews } from './news.ts';
import { createUninvited } from './first-open.ts';
import type { Login } from './login.ts';
import { lockPlayer, writeLockedPlayer, type LoadedPlayer, type VersionedPlayer } from './player-store.ts';
import { activeCatalogVersion } from './catalog-versions.ts';
import { creditReferrer } from './referral.ts';
import type { RunningSeasons } from './season-sync.ts';
import { runningSeasons } from './seasons.ts';
import { settlePlayer, type Settled, type SettledView } from './settle.ts';
import { nextProducer, toGameUser } from './snapshot.ts';
import { inTransaction } from './transaction.ts';
import { insertUser, newUserRow, readUser, type StoredUser } from './users.ts';
import { saveWallet, type WalletChange } from './wallet.ts';

/** A contact is recorded when the stored one is at least this old, ms. */
export const CONTACT_REFRESH_MS = 60_000;

interface Created {
  user: StoredUser;
  /** The referrer was credited for this player (and is told so once the transaction commits). */
  referred: boolean;
}

/**
 * The referrer named by the start parameter if that player exists now, before the friend's first
 * login; else null, so a link naming someone who has not played yet never counts, not even once
 * they play (A joins with r_B before B exists, then B joins with r_A: A invited B, B invited nobody).
 */
async function existingReferrer(tx: AppTransaction, referrerId: number | null, self: number): Promise<number | null> {
  if (referrerId === null || referrerId === self) return null;
  return (await readUser(tx, referrerId)) === undefined ? null : referrerId;
}

async function createUser(tx: AppTransaction, claims: SessionClaims, catalog: Catalog, now: number): Promise<Created | undefined> {
  const startParam = claims.startParam ?? (await takeBotStart(tx, claims.userId));
  const referrerId = await existingReferrer(tx, referrerFromStartParam(startParam), claims.userId);
  const fresh = newPlayer(catalog, now, claims.premium);
  // Invited: the welcome gift comes with the account, in the transaction that credits the inviter.
  const state = referrerId === null ? fresh : grantWelcomeGift(catalog, fresh, now).state;
  const created = await insertUser(tx, newUserRow(claims, { startParam, referrerId }, state, now));
  if (created === undefined) return undefined;
  const credited = await creditReferrer(tx, created.referrerId, { telegramId: created.telegramId, premium: claims.premium }, now);
  await saveAttribution(tx, created.telegramId, startParam, now);
  if (referrerId !== null) await tellFriends(tx, created, referrerId, credited !== null, now);
  return { user: created, referred: credited !== null };
}

/**
 * The news of an invite, in the transaction that made it: the new player is told who invited them
 * (with the gift), the inviter that a friend joined and what it credited them (when it did).
 */
async function tellFriends(tx: AppTransaction, friend: StoredUser, referrerId: number, credited: boolean, now: number): Promise<void> {
  const inviter = await readUser(tx, referrerId);
  if (inviter === undefined) return;
  await addNews(tx, { userId: friend.telegramId, kind: 'welcome-gift', about: referrerId, name: displayName(inviter), tokens: 0 }, now);
  if (!credited) return;
  const tokens = referralReward(friend.premium);
  await addNews(tx, { userId: referrerId, kind: 'friend-joined', about: friend.telegramId, name: displayName(friend), tokens }, now);
}

type Locked = LoadedPlayer & { firstTime: boolean; referred: boolean };

/** The player locked (with the friends invited when `friends`), created first when missing; `firstTime` when this call created it. */
async function lockOrCreate(
  context: AppContext,
  tx: AppTransaction,
  claims: SessionClaims,
  friends: boolean,
  now: number,
): Promise<Locked> {
  const existing = await lockPlayer(tx, claims.userId, { friends });
  if (existing !== undefined) return { ...existing, firstTime: false, referred: false };
  // A new player starts on the active catalog's starters.
  const catalogVersion = await activeCatalogVersion(tx);
  const created = await createUser(tx, claims, await context.catalogs.get(tx, catalogVersion), now);
  if (created !== undefined) {
    const running = await runningSeasons(tx);
    return {
      user: created.user,
      running,
      catalogVersion,
      answer: undefined,
      base: undefined,
      // Nobody names a player who had not played as their inviter (existingReferrer above).
      friendsInvited: 0,
      adView: undefined,
      firstTime: true,
      referred: created.referred,
    };
  }
  // A concurrent first login inserted the row between our read and our insert.
  const raced = await lockPlayer(tx, claims.userId, { friends });
  if (raced === undefined) throw new Error('player row vanished during creation');
  return { ...raced, firstTime: false, referred: false };
}

/** A write is needed when something must be kept: a season or identity change, or a contact gone stale. */
function mustWrite(user: StoredUser, settled: Settled, now: number): boolean {
  return settled.seasonChanged || Object.keys(settled.changes).length > 0 || now - user.state.lastSeen >= CONTACT_REFRESH_MS;
}

/**
 * A snapshot, the settled player it was made of, the running season and event it was settled on,
 * and the friends the player invited when the request asked for them (the quest list's fact).
 */
export interface Answered {
  response: GameUserResponse;
  view: SettledView;
  running: RunningSeasons;
  friendsInvited: number | undefined;
}

function respond(
  user: StoredUser,
  state: PlayerState,
  loaded: Pick<LoadedPlayer, 'running' | 'catalogVersion' | 'friendsInvited'>,
  catalog: Catalog,
  options: { firstTime: boolean; changed: boolean; seasonType: 'main' | 'event'; now: number },
): Answered {
  const response: GameUserResponse = {
    gameUser: toGameUser(user, state),
    firstTime: options.firstTime,
    sendMessage: options.firstTime,
    nextProducer: nextProducer(catalog, state, 'main'),
    nextProducerEvent: nextProducer(catalog, state, 'event'),
    catalogVersion: loaded.catalogVersion,
    seasonType: options.seasonType,
    eventRunning: loaded.running.event !== undefined,
    serverNow: options.now,
    ...(options.changed ? { message: MESSAGES.seasonRefresh } : {}),
  };
  return { response, view: { state, catalog, now: options.now }, running: loaded.running, friendsInvited: loaded.friendsInvited };
}

async function settleAndWrite(
  context: AppContext,
  claims: SessionClaims,
  asked: Pick<GameUserRequest, 'seasonType' | 'friends'>,
  now: number,
): Promise<Answered & { firstTime: boolean; referred: boolean; user: StoredUser }> {
  const { seasonType } = asked;
  return inTransaction(context.db, async (tx) => {
    const loaded = await lockOrCreate(context, tx, claims, asked.friends, now);
    const catalog = await context.catalogs.get(tx, loaded.catalogVersion);
    const settled = settlePlayer(loaded, { now, session: claims, catalog, contact: true });
    await writeLockedPlayer(tx, {
      telegramId: loaded.user.telegramId,
      columns: settled.columns,
      state: settled.state,
      now,
      ledger: settled.ledger,
    });
    const user = { ...loaded.user, ...settled.columns };
    const answered = respond(user, settled.state, loaded, catalog, {
      firstTime: loaded.firstTime,
      changed: settled.seasonChanged,
      seasonType,
      now,
    });
    return { ...answered, firstTime: loaded.firstTime, referred: loaded.referred, user };
  });
}

/** What the request asks besides the snapshot. */
interface GameUserRequest {
  /** The `season-type` header. */
  seasonType: 'main' | 'event';
  /** The `user-wallet` header read (services/wallet.ts): keep, unlink or link. */
  wallet: WalletChange;
  /** The friends the player invited, counted in the player's read (the lists' fact). */
  friends: boolean;
}

/** The snapshot, the settled player it shows, and the news it carries. */
interface Snapshot extends Answered {
  news: NewsItem[];
}

/** What the login read for the snapshot (login.ts, the friends invited included); without it, the player store reads the player. */
type LoginRead = Pick<Login, 'player' | 'running' | 'catalogVersion' | 'botStart'>;

/**
 * The stored player settled to now, in one write conditional on the version read when something
 * must be kept (a contact, a season or identity change); undefined when the row changed since.
 */
async function settleRead(
  context: AppContext,
  claims: SessionClaims,
  loaded: VersionedPlayer,
  seasonType: 'main' | 'event',
  now: number,
): Promise<Answered | undefined> {
  const catalog = await context.catalogs.get(context.db, loaded.catalogVersion);
  const read = settlePlayer(loaded, { now, session: claims, catalog, contact: false });
  const options = { firstTime: false, changed: false, seasonType, now };
  // Nothing to keep: answer the state settled to now, exactly what a later write would hold.
  if (!mustWrite(loaded.user, read, now)) return respond(loaded.user, read.state, loaded, catalog, options);
  const settled = settlePlayer(loaded, { now, session: claims, catalog, contact: true });
  const write = { telegramId: loaded.user.telegramId, columns: settled.columns, state: settled.state, now, ledger: settled.ledger };
  if (!(await context.players.writeIfUnchanged(write, loaded.version))) return undefined;
  const user = { ...loaded.user, ...settled.columns };
  return respond(user, settled.state, loaded, catalog, { ...options, changed: settled.seasonChanged });
}

/** A player who has no row yet and was invited by nobody, created in one statement (first-open.ts); undefined otherwise. */
async function createRead(context: AppContext, claims: SessionClaims, read: LoginRead, seasonType: 'main' | 'event', now: number) {
  const catalog = await context.catalogs.get(context.db, read.catalogVersion);
  const created = await createUninvited(context.database, claims, { ...read, catalog }, now);
  if (created === undefined || created === 'invited') return undefined;
  const { user, settled, welcome } = created;
  // A new player has invited nobody (existingReferrer above).
  const loaded = { running: read.running, catalogVersion: read.catalogVersion, friendsInvited: 0 };
  const answered = respond(user, settled.state, loaded, catalog, { firstTime: true, changed: settled.seasonChanged, seasonType, now });
  return { ...answered, firstTime: true, referred: false, user, welcome };
}

async function loadSnapshot(
  context: AppContext,
  claims: SessionClaims,
  asked: Pick<GameUserRequest, 'seasonType' | 'friends'>,
  log: FastifyBaseLogger,
  login: LoginRead | undefined,
): Promise<Snapshot> {
  const { seasonType } = asked;
  const now = context.config.now();
  const loaded = login === undefined ? await context.players.read(claims.userId, { news: true, friends: asked.friends }) : login.player;
  if (loaded !== undefined) {
    const answered = await settleRead(context, claims, loaded, seasonType, now);
    if (answered !== undefined) return { ...answered, news: loaded.news ?? [] };
  }
  const created = loaded === undefined && login !== undefined ? await createRead(context, claims, login, seasonType, now) : undefined;
  // An invited player, a row that changed since it was read, or a first open the login did not read: under the row's lock.
  const written = created ?? (await settleAndWrite(context, claims, asked, now));
  if (written.firstTime) context.metrics.newPlayers.inc();
  // After the commit, and without holding up the new player's first answer: the server sends the
  // welcome and the inviter's "a friend joined" itself, once each (services/bot-messages.ts).
  if (written.firstTime) {
    // Created in one statement, the welcome's row came with the player: only the sending is left.
    const queued = created?.welcome;
    const send = queued === undefined ? () => sendWelcome(context, written.user, log) : () => deliver(context, queued, log);
    context.background.run('welcome message', send, log);
  }
  if (written.referred) context.background.run('referral message', () => notifyReferrer(context, claims.userId, log), log);
  // Created without an invite: no news yet (news.ts). Else read after the write, which may have made some.
  const news = created === undefined ? await unseenNews(context.db, claims.userId) : [];
  const { response, view, running, friendsInvited } = written;
  return { response, view, running, friendsInvited, news };
}

/**
 * The game-user answer, and the settled player it shows. `login`: what the login read for its
 * snapshot, so that a login is one round trip when nothing must be kept, two when a contact is
 * (docs/scaling.md).
 */
export async function loadGameUser(
  context: AppContext,
  claims: SessionClaims,
  request: GameUserRequest,
  log: FastifyBaseLogger,
  login?: LoginRead,
): Promise<Answered> {
  const { response: snapshot, news, ...read } = await loadSnapshot(context, claims, request, log, login);
  const response = news.length === 0 ? snapshot : { ...snapshot, news };
  const { wallet } = request;
  // Written only when it changes: the client sends its wallet on every game-user.
  if (wallet === undefined || wallet === response.gameUser.wallet) return { response, ...read };
  await saveWallet(context.db, claims.userId, wallet, response.serverNow);
  return { response: { ...response, gameUser: { ...response.gameUser, wallet } }, ...read };
}
