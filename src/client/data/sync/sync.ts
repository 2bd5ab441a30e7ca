/**
 * The game-user snapshot: fetched per season type, then reconciled with the stored one (the water
 * rule) and stored with the view rebuilt from the pending outbox entries.
 */
import { GAME_USER_PATH, gameUserResponseSchema, type GameUserResponse } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import type { SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import { readWalletHeader } from '../storage/wallet.ts';
import { userDataFromLaunchData } from '../transport/launch-data.ts';
import { pendingEntries, rebuildRow } from '../outbox/outbox.ts';
import { reconcileGameUser } from './reconcile.ts';
import { requestJson } from '../transport/request.ts';

async function gameUserHeaders(context: DataContext, seasonType: SeasonType): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [HEADERS.seasonType]: seasonType };
  const userData = userDataFromLaunchData(await context.deps.launchData());
  if (userData !== undefined) headers[HEADERS.userData] = JSON.stringify(userData);
  const wallet = await readWalletHeader(context.db);
  if (wallet !== undefined) headers[HEADERS.userWallet] = wallet;
  return headers;
}

/** GET game-user for one season type. */
export async function fetchGameUser(context: DataContext, seasonType: SeasonType): Promise<GameUserResponse> {
  return requestJson(context, {
    method: 'GET',
    path: GAME_USER_PATH,
    headers: await gameUserHeaders(context, seasonType),
    schema: gameUserResponseSchema,
  });
}

/**
 * Writes a game-user answer; must run inside a transaction over snapshots, outbox and meta. An
 * answer older than the stored snapshot (overtaken by an action's answer) changes nothing.
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
    extras: {
      firstTime: answer.firstTime,
      sendMessage: answer.sendMessage,
      nextProducer: answer.nextProducer,
      nextProducerEvent: answer.nextProducerEvent,
      eventRunning: answer.eventRunning,
    },
  };
  const row = rebuildRow(base, await pendingEntries(context, seasonType), answer.serverNow);
  await db.snapshots.put(row);
  await db.meta.put({ key: 'lastSync', value: answer.serverNow });
  return row;
}
