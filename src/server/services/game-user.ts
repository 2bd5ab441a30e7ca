/**
 * GET /backend/hub/game-user: creates the player on the first login (crediting a referral once,
 * storing the start parameter's attribution, and telling the referrer after the commit), settles
 * production with the server clock, moves the player onto the running season and event,
 * links or unlinks the TON wallet the `user-wallet` header names (services/wallet.ts), and answers
 * the snapshot.
 *
 * Most calls only read (one query): the settled state is a pure function of the stored one, so it
 * need not be written back. The row is written (under its lock) when something must be kept: a
 * new player, a season or identity change, or a contact (`lastSeen`) older than CONTACT_REFRESH_MS.
 * The offline cap therefore counts from a contact at most that old.
 */
import type { Catalog } from '#domain/catalog-types';
import { randomUUID } from 'node:crypto';
import { newPlayer, type PlayerState } from '#domain/player';
import { MESSAGES } from '#protocol/errors';
import type { GameUserResponse } from '#protocol/game-user';
import { referrerFromStartParam } from '#protocol/start-param';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import type { AppTransaction } from '../db/database.ts';
import { saveAttribution, takeBotStart } from './attribution.ts';
import { notifyReferrer } from './bot-messages.ts';
import { lockPlayer, writeLockedPlayer, type LoadedPlayer } from './player-store.ts';
import { activeCatalogVersion } from './catalog-versions.ts';
import { creditReferrer } from './referral.ts';
import { runningSeasons } from './seasons.ts';
import { settlePlayer, type Settled } from './settle.ts';
import { nextProducer, toGameUser } from './snapshot.ts';
import { inTransaction } from './transaction.ts';
import { insertUser, readUser, type StoredUser } from './users.ts';
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
  const created = await insertUser(tx, {
    telegramId: claims.userId,
    gameId: randomUUID(),
    name: claims.name,
    username: claims.username ?? null,
    photoUrl: claims.photoUrl ?? null,
    language: claims.language,
    startParam: startParam ?? null,
    referrerId,
    premium: claims.premium,
    state: newPlayer(catalog, now, claims.premium),
    seasonId: null,
    eventId: null,
    createdAt: now,
    updatedAt: now,
  });
  if (created === undefined) return undefined;
  const credited = await creditReferrer(tx, created.referrerId, { telegramId: created.telegramId, premium: claims.premium }, now);
  await saveAttribution(tx, created.telegramId, startParam, now);
  return { user: created, referred: credited !== null };
}

type Locked = LoadedPlayer & { firstTime: boolean; referred: boolean };

/** The player locked, created first when missing; `firstTime` when this call created it. */
async function lockOrCreate(context: AppContext, tx: AppTransaction, claims: SessionClaims, now: number): Promise<Locked> {
  const existing = await lockPlayer(tx, claims.userId);
  if (existing !== undefined) return { ...existing, firstTime: false, referred: false };
  // A new player starts on the active catalog's starters.
  const catalogVersion = await activeCatalogVersion(tx);
  const created = await createUser(tx, claims, await context.catalogs.get(tx, catalogVersion), now);
  if (created !== undefined) {
    const running = await runningSeasons(tx);
    return { user: created.user, running, catalogVersion, answer: undefined, firstTime: true, referred: created.referred };
  }
  // A concurrent first login inserted the row between our read and our insert.
  const raced = await lockPlayer(tx, claims.userId);
  if (raced === undefined) throw new Error('player row vanished during creation');
  return { ...raced, firstTime: false, referred: false };
}

/** A write is needed when something must be kept: a season or identity change, or a contact gone stale. */
function mustWrite(user: StoredUser, settled: Settled, now: number): boolean {
  return settled.seasonChanged || Object.keys(settled.changes).length > 0 || now - user.state.lastSeen >= CONTACT_REFRESH_MS;
}

function respond(
  user: StoredUser,
  state: PlayerState,
  loaded: LoadedPlayer,
  catalog: Catalog,
  options: { firstTime: boolean; changed: boolean; seasonType: 'main' | 'event'; now: number },
): GameUserResponse {
  return {
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
}

async function settleAndWrite(
  context: AppContext,
  claims: SessionClaims,
  seasonType: 'main' | 'event',
  now: number,
): Promise<{ response: GameUserResponse; firstTime: boolean; referred: boolean }> {
  return inTransaction(context.db, async (tx) => {
    const loaded = await lockOrCreate(context, tx, claims, now);
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
    const response = respond(user, settled.state, loaded, catalog, {
      firstTime: loaded.firstTime,
      changed: settled.seasonChanged,
      seasonType,
      now,
    });
    return { response, firstTime: loaded.firstTime, referred: loaded.referred };
  });
}

/** What the request asks besides the snapshot. */
interface GameUserRequest {
  /** The `season-type` header. */
  seasonType: 'main' | 'event';
  /** The `user-wallet` header read (services/wallet.ts): keep, unlink or link. */
  wallet: WalletChange;
}

async function loadSnapshot(
  context: AppContext,
  claims: SessionClaims,
  seasonType: 'main' | 'event',
  log: FastifyBaseLogger,
): Promise<GameUserResponse> {
  const now = context.config.now();
  const loaded = await context.players.read(claims.userId);
  if (loaded !== undefined) {
    // Nothing to keep: answer the state settled to now, exactly what a later write would hold.
    const catalog = await context.catalogs.get(context.db, loaded.catalogVersion);
    const settled = settlePlayer(loaded, { now, session: claims, catalog, contact: false });
    if (!mustWrite(loaded.user, settled, now))
      return respond(loaded.user, settled.state, loaded, catalog, { firstTime: false, changed: false, seasonType, now });
  }
  const written = await settleAndWrite(context, claims, seasonType, now);
  if (written.firstTime) context.metrics.newPlayers.inc();
  // After the commit, and without holding up the new player's first answer.
  if (written.referred) context.background.run('referral message', () => notifyReferrer(context, claims.userId, log), log);
  return written.response;
}

export async function loadGameUser(
  context: AppContext,
  claims: SessionClaims,
  request: GameUserRequest,
  log: FastifyBaseLogger,
): Promise<GameUserResponse> {
  const response = await loadSnapshot(context, claims, request.seasonType, log);
  const { wallet } = request;
  // Written only when it changes: the client sends its wallet on every game-user.
  if (wallet === undefined || wallet === response.gameUser.wallet) return response;
  await saveWallet(context.db, claims.userId, wallet, response.serverNow);
  return { ...response, gameUser: { ...response.gameUser, wallet } };
}
