/**
 * The game-user snapshot: fetched per season type, then reconciled with the stored one (the water
 * rule) and stored with the view rebased from the pending actions; the game store takes it once
 * the transaction has committed.
 */
import { Dexie } from 'dexie';
import {
  GAME_USER_LISTS_QUERY,
  GAME_USER_PATH,
  gameUserWithListsSchema,
  type GameUserResponse,
  type GameUserWithLists,
} from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import type { SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import { readWalletHeader } from '../storage/wallet.ts';
import { userDataFromLaunchData } from './launch-data.ts';
import { reconcileGameUser } from './reconcile.ts';
import { requestJson } from './request.ts';

async function gameUserHeaders(context: DataContext, seasonType: SeasonType): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [HEADERS.seasonType]: seasonType };
  const userData = userDataFromLaunchData(await context.deps.launchData());
  if (userData !== undefined) headers[HEADERS.userData] = JSON.stringify(userData);
  const wallet = await readWalletHeader(context.db);
  if (wallet !== undefined) headers[HEADERS.userWallet] = wallet;
  return headers;
}

/** GET game-user for one season type; with `lists`, the lists the sync reads come with it. */
export async function fetchGameUser(context: DataContext, seasonType: SeasonType, lists = false): Promise<GameUserWithLists> {
  return requestJson(context, {
    method: 'GET',
    path: lists ? `${GAME_USER_PATH}?${GAME_USER_LISTS_QUERY}=1` : GAME_USER_PATH,
    headers: await gameUserHeaders(context, seasonType),
    schema: gameUserWithListsSchema,
  });
}

/**
 * Writes a game-user answer; must run inside a transaction over snapshots, outbox and meta, and
 * the caller hands the row to the game store (`received`) once it has committed. An answer older
 * than the stored snapshot (overtaken by an action's answer) changes nothing.
 */
export async function writeGameUser(context: DataContext, seasonType: SeasonType, answer: GameUserResponse): Promise<SnapshotRow> {
  const { db } = context;
  const stored = await db.snapshots.get(seasonType);
  if (stored !== undefined && stored.confirmedAt >= answer.serverNow) return stored;
  const confirmed = reconcileGameUser(stored?.confirmed, answer.gameUser);
  const base: SnapshotRow = {
    seasonType,
    confirmed,
    confirmedAt: answer.serverNow,
    view: confirmed,
    viewAt: answer.serverNow,
    extras: { eventRunning: answer.eventRunning },
  };
  const row = context.games.of(seasonType).rebased(base);
  await db.snapshots.put(row);
  await db.meta.put({ key: 'lastSync', value: answer.serverNow });
  Dexie.currentTransaction.on('complete', () => {
    context.games.of(seasonType).received(row);
  });
  return row;
}
