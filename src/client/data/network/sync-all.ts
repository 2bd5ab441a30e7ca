/**
 * One sync of everything the screens show (architecture, "Boot"): the game-user snapshot of each
 * season type, the quest list and the season are fetched (the lists with a login's snapshot or the
 * first game-user's, else apart), then reconciled and stored in one Dexie transaction, so the
 * screens never see a new snapshot beside old lists. A list that fails keeps its cached copy. The
 * bot message calls a first open asks for, and the news the answers carry, are kept in the same
 * transaction; the settings kept on the device (docs/product.md, section 3) are written after it.
 * Nothing is fetched that no screen reads: the shop, the producers, the boosts and the events are
 * all views of the snapshot and the catalog.
 */
import type { GameUserResponse, GameUserWithLists, OpeningLists } from '#protocol/game-user';
import type { QuestListResponse } from '#protocol/quests';
import { plannedMessages, queueMessages } from './discord-link.ts';
import type { DataContext } from '../context.ts';
import { guarded } from '../storage/db-guard.ts';
import type { ListName, SeasonType } from '../storage/db-rows.ts';
import type { SeasonData } from '#protocol/season';
import { fetchQuests, fetchSeason } from './lists.ts';
import { updateSettings } from '../storage/settings.ts';
import { userDataFromLaunchData } from './launch-data.ts';
import { fetchGameUser, writeGameUser } from './game-user-sync.ts';
import { sessionForSync } from './session.ts';
import { readWalletHeader } from '../storage/wallet.ts';
import { fetchNewCatalog } from './catalog-fetch.ts';
import { storeCatalog } from '../storage/catalog.ts';
import { keepNews } from '../storage/news.ts';
import { REQUEST_MESSAGES } from '../transport/messages.ts';

type Settled<T> = PromiseSettledResult<T>;

interface Snapshots {
  snapshots: Map<SeasonType, GameUserResponse>;
  /** The lists that came with a fetched snapshot, when asked. */
  lists: OpeningLists | undefined;
}

/**
 * The snapshots of the season types with no action waiting in the outbox. A snapshot settles the
 * server to its moment; actions made before it (offline) would then be moved to it, and the
 * player would see them undone. While actions wait, their answers bring the snapshot instead.
 * A login made for this sync brought its season type's snapshot already. `askLists`: the first
 * snapshot fetched brings the lists too.
 */
async function fetchSnapshots(
  context: DataContext,
  fromLogin: GameUserResponse | undefined,
  askLists: boolean,
): Promise<Snapshots | undefined> {
  const waiting = new Set((await context.db.outbox.toArray()).map((entry) => entry.seasonType));
  const wanted = context.deps.seasonTypes.filter((seasonType) => !waiting.has(seasonType));
  const carrier = askLists ? wanted.find((seasonType) => fromLogin?.seasonType !== seasonType) : undefined;
  try {
    const answers = await Promise.all(
      wanted.map(async (seasonType): Promise<GameUserWithLists> =>
        fromLogin?.seasonType === seasonType ? fromLogin : fetchGameUser(context, seasonType, seasonType === carrier),
      ),
    );
    let lists: OpeningLists | undefined;
    const snapshots = new Map<SeasonType, GameUserResponse>();
    answers.forEach((answer, index) => {
      const { lists: brought, ...snapshot } = answer;
      lists ??= brought;
      snapshots.set(wanted[index] ?? answer.seasonType, snapshot);
    });
    return { snapshots, lists };
  } catch {
    return undefined;
  }
}

/**
 * A first open (nothing stored for its season type): the login's snapshot is stored at once, with
 * the messages it asks for, so the farm paints without waiting for the lists. The sync's own
 * transaction then finds it stored and keeps it.
 */
async function storeFirstSnapshot(context: DataContext, answer: GameUserResponse, startParam: string | undefined): Promise<void> {
  const { db } = context;
  const queued = await guarded(context, 'sync', () =>
    db.transaction('rw', [db.snapshots, db.outbox, db.meta, db.messages], async () => {
      if ((await db.snapshots.get(answer.seasonType)) !== undefined || (await db.outbox.count()) > 0) return 0;
      await writeGameUser(context, answer.seasonType, answer);
      return queueMessages(context, plannedMessages(answer, startParam));
    }),
  );
  if (queued > 0) context.emitter.emit('messages-queued', { count: queued });
}

/** The lists a login or game-user answered, as fetches that succeeded. */
function answered(lists: OpeningLists): Promise<[Settled<SeasonData | null>, Settled<QuestListResponse>]> {
  return Promise.resolve([
    { status: 'fulfilled', value: lists.season },
    { status: 'fulfilled', value: lists.quests },
  ]);
}

function value<T>(outcome: Settled<T>): T | undefined {
  return outcome.status === 'fulfilled' ? outcome.value : undefined;
}

/** The launch's start parameter, from the launch data the client logs in with. */
async function launchStartParam(context: DataContext): Promise<string | undefined> {
  return userDataFromLaunchData(await context.deps.launchData().catch(() => ''))?.startParam;
}

/** The settings kept on the device besides the player's own: the telegram id (the snapshot's user id) and the season. */
async function keepSettings(
  context: DataContext,
  snapshots: Map<SeasonType, GameUserResponse>,
  season: Settled<SeasonData | null>,
): Promise<void> {
  const userId = snapshots.values().next().value?.gameUser.user_id;
  const telegramId = userId === undefined ? null : String(userId);
  const seasonData = season.status === 'fulfilled' ? { seasonData: season.value } : {};
  await updateSettings({ telegramId, ...seasonData }, context.db).catch(() => undefined);
}

/**
 * Returns false when the server could not be reached (offline, session lost): nothing is written
 * and the cached data stays.
 */
export async function syncAll(context: DataContext): Promise<boolean> {
  let opening: Awaited<ReturnType<typeof sessionForSync>>;
  try {
    opening = await sessionForSync(context);
  } catch {
    return false;
  }
  let fromLogin = opening?.snapshot;
  // A connected or disconnected wallet goes to the server on game-user's header: ask it then.
  if ((await readWalletHeader(context.db)) !== undefined) fromLogin = undefined;
  // Read before any transaction: IndexedDB commits a transaction that awaits anything else.
  const startParam = await launchStartParam(context);
  if (fromLogin !== undefined) await storeFirstSnapshot(context, fromLogin, startParam);
  // The lists come with a login's snapshot, else with the first game-user fetched: one request for
  // the whole open. Only with every snapshot left to the outbox are they fetched apart.
  const fetched = await fetchSnapshots(context, fromLogin, opening?.lists === undefined);
  if (fetched === undefined) return false;
  const { snapshots } = fetched;
  const brought = opening?.lists ?? fetched.lists;
  const listAnswers = brought === undefined ? Promise.allSettled([fetchSeason(context), fetchQuests(context)]) : answered(brought);
  // Only when the snapshots name a catalog version other than the stored one (a publish).
  const [[season, quests], catalog] = await Promise.all([listAnswers, fetchNewCatalog(context, snapshots)]);
  const { db } = context;
  const fetchedAt = context.deps.wallNow();
  const lists: [ListName, unknown][] = [['quests', value(quests)]];
  const queued = await guarded(context, 'sync', () =>
    db.transaction('rw', [db.snapshots, db.outbox, db.meta, db.lists, db.season, db.messages, db.catalog], async () => {
      let added = 0;
      // First: the views rebuilt from the snapshots run on the catalog the server named.
      if (catalog !== undefined) await storeCatalog(db, context.catalog, catalog.version, catalog.catalog);
      for (const [seasonType, answer] of snapshots) {
        await writeGameUser(context, seasonType, answer);
        // With the snapshot that asked for them: a crash cannot keep one and lose the other.
        added += await queueMessages(context, plannedMessages(answer, startParam));
      }
      for (const [name, list] of lists) if (list !== undefined) await db.lists.put({ name, value: list, fetchedAt });
      if (season.status === 'fulfilled') await db.season.put({ id: 'current', data: season.value, fetchedAt });
      await keepNews(db, [...(fromLogin?.news ?? []), ...[...snapshots.values()].flatMap((answer) => answer.news ?? [])]);
      return added;
    }),
  );
  if (queued > 0) context.emitter.emit('messages-queued', { count: queued });
  await keepSettings(context, snapshots, season);
  for (const [seasonType, answer] of snapshots) context.emitter.emit('sync-done', { seasonType, at: answer.serverNow });
  // Between seasons the lists answer no season where the season's request fails and says so
  // (http-failure.ts): told here as it would tell it, after this sync's own events, so that the
  // client holds it for a screen that starts listening later (client.ts, `blocked`).
  if (brought?.season === null) context.emitter.emit('no-active-season', { message: REQUEST_MESSAGES.noActiveSeason });
  // With every snapshot left to the outbox, the lists alone say whether the server was reached.
  return snapshots.size > 0 || [season, quests].some((outcome) => outcome.status === 'fulfilled');
}
