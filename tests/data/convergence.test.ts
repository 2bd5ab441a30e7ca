/**
 * Exactly once, whatever the network does, as a seeded schedule (after tldraw's sync fuzz): the real
 * server app (in-process, on PGlite) and real data clients (Dexie, outbox, flush, sync) whose fetch
 * is a seeded network. Three players make the same moves at the same server times: one over a clean
 * network, two over networks that lose requests, lose answers after the server applied them, and
 * hold requests past the client's timeout, delivering them late, beside the retry, or never. All end
 * in the same server state, every action applied once. No wall clock anywhere: the network clock
 * is fake timers, the server clock is moved by hand.
 *
 * Each run plays the pinned seeds (failures once found) and a fresh one. A failure prints the seed
 * and every decision; `CONVERGENCE_SEED=<seed> npx vitest run tests/data/convergence.test.ts` replays it.
 */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { idempotencyKeys } from '#server/db/schema';
import { accepts } from '#domain/actions';
import { CATALOG_V1 } from '#domain/catalog';
import { drain, shown, testClient } from './helpers/client.ts';
import {
  announced,
  expectNothingTakenBack,
  expectShownOnce,
  prizePage,
  recordViews,
  refusals,
  reloadPage,
  tap,
  type Showings,
} from './helpers/prizes.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';
import { networkClock } from './helpers/network-clock.ts';
import { freshSeed, randomSource, type RandomSource } from './helpers/random-source.ts';
import { deliverAllHeld, deliverSomeHeld, drainAll, settle, untilDone, type Schedule, type ScheduledPlayer } from './helpers/schedule.ts';
import { seededNetwork, type FaultRates } from './helpers/seeded-network.ts';

/**
 * Seeds that found something once; they run every time. These three found the drain moving game
 * time while a twin's hold for the rules' moment had not come round on the network clock yet (its
 * collect then landed a second later than the clean run's).
 */
const PINNED_SEEDS: readonly number[] = [3362589178, 184749526, 1126985132];
/** `CONVERGENCE_SEED=5,8` plays those seeds only. */
const replay = process.env.CONVERGENCE_SEED ?? '';
const seeds = replay === '' ? [...PINNED_SEEDS, freshSeed()] : replay.split(',').map(Number);

const STEPS = 100;
const TIMEOUT_MS = 30_000;
const RETRY = { baseMs: 5, capMs: 40 };

let server: GameServer;
let nextUserId = 3000;

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});

/** The player's next move, chosen from the view like a simple player would, with some noise. */
function nextMove(view: PlayerState, now: number, random: RandomSource): Action {
  const moves: Action[] = [];
  for (const producer of view.producers) {
    if (producer.is_continues) continue;
    const target = { producerId: producer._id, season: 'main' as const };
    if (producer.cycle_started_at === null) moves.push({ type: 'producer-start', ...target });
    else if (now >= producer.cycle_started_at + producer.interval) moves.push({ type: 'producer-collect', ...target });
  }
  if (!view.producers.some((producer) => producer._id === 'field') && view.resources[0] >= 400) {
    moves.unshift({ type: 'producer-buy', producerId: 'field', season: 'main' });
  }
  const noise: Action[] = [
    { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' },
    { type: 'checkin' },
    { type: 'quest-take', questId: 'own-field' },
    { type: 'producer-collect', producerId: 'sprouter', season: 'main' },
    { type: 'water-toggle', on: random.chance(0.5) },
  ];
  if (moves.length === 0 || random.chance(0.15)) return random.pick(noise);
  return random.pick(moves);
}

interface Player extends ScheduledPlayer {
  userId: number;
  /** The same stream for every player: the same view gives the same move. */
  moves: RandomSource;
  /** Actions the client accepted (queued for the server). */
  queued: number;
}

function faultRates(random: RandomSource): FaultRates {
  return { loseRequest: 0.05 + random.next() * 0.15, loseAnswer: 0.05 + random.next() * 0.15, hold: 0.05 + random.next() * 0.1 };
}

function makePlayer(seed: number, name: string, rates: FaultRates, wallNow: () => number, log: (line: string) => void): Player {
  const userId = (nextUserId += 1);
  const random = randomSource(seed).fork(name);
  const network = seededNetwork({ name, server: server.fetch, random: random.fork('network'), rates, log });
  let keys = 0;
  const page = testClient(server, {
    userId,
    fetch: network.fetch,
    timeoutMs: TIMEOUT_MS,
    retry: RETRY,
    wallNow,
    random: random.fork('client').next,
    newKey: () => `${name}-${String(userId)}-${String((keys += 1))}`,
  });
  return { name, userId, page, network, moves: randomSource(seed).fork('moves'), queued: 0 };
}

async function move(schedule: Schedule, who: Player): Promise<void> {
  // The player chooses from what the screens render: the game store's view.
  const row = shown(who.page.client);
  if (!row) throw new Error(`${who.name} has no snapshot`);
  const action = nextMove(row.view, schedule.game.now(), who.moves);
  const outcome = await who.page.client.act(action);
  if (outcome.ok) who.queued += 1;
  schedule.log(`${who.name}: ${action.type}${outcome.ok ? '' : ` refused at once (${outcome.reason})`}`);
}

function setNetwork(schedule: Schedule, up: boolean): void {
  for (const who of schedule.players) who.network.up = up;
  schedule.log(up ? 'network back' : 'network down');
}

/** The schedule: moves, offline stretches, late deliveries, game time passing. */
async function play(schedule: Schedule, players: readonly Player[]): Promise<void> {
  for (const who of players) {
    await untilDone(schedule, who, who.page.client.start());
    while (!(await untilDone(schedule, who, who.page.client.sync()))) schedule.log(`${who.name}: first sync failed`);
  }
  let offlineUntil = -1;
  for (let step = 0; step < STEPS; step += 1) {
    schedule.log(`step ${String(step)} at ${String(schedule.game.now())}`);
    if (step > offlineUntil && schedule.random.chance(0.04)) {
      offlineUntil = step + 2 + schedule.random.int(10);
      setNetwork(schedule, false);
    }
    for (const who of players) await move(schedule, who);
    await settle(schedule);
    if (step === offlineUntil) setNetwork(schedule, true);
    if (step >= offlineUntil) await drainAll(schedule);
    await deliverSomeHeld(schedule);
    schedule.game.advance(1_000 + schedule.random.int(5_000));
  }
  setNetwork(schedule, true);
  await drainAll(schedule);
  await deliverAllHeld(schedule);
}

/** The player's state as the server computes it now (in-process, past the seeded network). */
async function serverState(who: Player): Promise<Record<string, unknown>> {
  const session = await who.page.db.session.get('session');
  const response = await server.fetch(`${server.url}/backend/hub/game-user`, {
    headers: { authorization: `Bearer ${session?.token ?? ''}` },
  });
  const {
    user_id: _user,
    name: _name,
    email: _email,
    _id: _game,
    ...state
  } = ((await response.json()) as { gameUser: Record<string, unknown> }).gameUser;
  return state;
}

async function storedKeys(who: Player): Promise<{ key: string; entry: string }[]> {
  const rows = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.userId));
  return rows.map((row) => ({ key: row.key, entry: `${String(row.createdAt)}:${row.action}:${String(row.statusCode)}` }));
}

/** Keys of the answers the client took (confirmed or refused by the server). */
function settledKeys(who: Player): string[] {
  return who.page.events.flatMap(({ type, payload }) =>
    type === 'action-confirmed' || type === 'action-refused' ? [(payload as { key: string }).key] : [],
  );
}

async function checkConvergence(schedule: Schedule, players: readonly Player[]): Promise<void> {
  const [clean, ...faulty] = players;
  if (clean === undefined) throw new Error('no players');
  const cleanState = await serverState(clean);
  const cleanLog = (await storedKeys(clean)).map(({ entry }) => entry).sort();
  for (const who of players) {
    expect(await who.page.db.outbox.count()).toBe(0);
    expect(await who.page.db.deadLetters.count()).toBe(0);
    // Exactly once: every action the client queued reached the rules once, under its own key.
    const keys = await storedKeys(who);
    expect(keys).toHaveLength(who.queued);
    expect(settledKeys(who).sort()).toEqual(keys.map(({ key }) => key).sort());
    // The same actions, with the same outcomes, at the same times as the clean run, and the same end.
    expect(keys.map(({ entry }) => entry).sort()).toEqual(cleanLog);
    expect(await serverState(who)).toEqual(cleanState);
    // The client agrees with the server once it syncs.
    while (!(await untilDone(schedule, who, who.page.client.sync()))) schedule.log(`${who.name}: final sync failed`);
    const row = shown(who.page.client);
    expect(row?.view).toEqual(row?.confirmed);
    expect(row?.confirmed.producers).toEqual(cleanState.producers);
    // The boot cache agrees with what the screens render.
    expect((await who.page.db.snapshots.get('main'))?.confirmed).toEqual(row?.confirmed);
  }
  // The faults happened, and the run played the game.
  const fates = faulty.map((who) => who.network.fates);
  expect(Math.min(...fates.map((fate) => fate['lose-request'] + fate['lose-answer'] + fate.hold))).toBeGreaterThan(5);
  expect(fates.reduce((sum, fate) => sum + fate.hold, 0)).toBeGreaterThan(0);
  expect(faulty.reduce((sum, who) => sum + who.network.lateDeliveries, 0)).toBeGreaterThan(0);
  expect(cleanLog.filter((entry) => entry.endsWith(':200')).length).toBeGreaterThan(30);
  expect((cleanState.producers as PlayerState['producers'])[0]?.cycles).toBeGreaterThan(10);
}

async function runSeed(seed: number): Promise<void> {
  const lines: string[] = [];
  const log = (line: string): void => {
    lines.push(line);
  };
  const random = randomSource(seed);
  const clock = networkClock();
  const players = [
    makePlayer(seed, 'clean', { loseRequest: 0, loseAnswer: 0, hold: 0 }, clock.now, log),
    makePlayer(seed, 'faulty-a', faultRates(random.fork('rates-a')), clock.now, log),
    makePlayer(seed, 'faulty-b', faultRates(random.fork('rates-b')), clock.now, log),
  ];
  const schedule: Schedule = {
    players,
    random: random.fork('schedule'),
    clock,
    game: server.clock,
    timeoutMs: TIMEOUT_MS,
    retryCapMs: RETRY.capMs,
    log,
  };
  try {
    await play(schedule, players);
    await checkConvergence(schedule, players);
  } catch (error) {
    console.error(
      `convergence failed with seed ${String(seed)}; replay: CONVERGENCE_SEED=${String(seed)} npx vitest run tests/data/convergence.test.ts\n${lines.join('\n')}`,
    );
    throw error;
  } finally {
    for (const who of players) who.page.client.stop();
    clock.uninstall();
    await Promise.all(players.map((who) => who.page.db.delete()));
  }
}

describe('exactly once, whatever the network does', () => {
  for (const seed of seeds) {
    it(`seed ${String(seed)}`, () => runSeed(seed), 600_000);
  }
});

/**
 * Offline play of draws, purchases and reloads, as a seeded sequence: whatever the order, once the
 * network returns every prize the server drew is shown exactly once, and nothing shown is taken
 * back. The network is up or down as a whole (the schedule above covers the flaky one).
 */
const OFFLINE_STEPS = 14;
const HOUR = 3_600_000;

async function runOfflineSeed(seed: number): Promise<void> {
  const random = randomSource(seed).fork('offline');
  const lines: string[] = [];
  let online = true;
  const network: typeof fetch = (input, init) => (online ? server.fetch(input, init) : Promise.reject(new TypeError('fetch failed')));
  const userId = (nextUserId += 1);
  const showings: Showings = new Map();
  let current = prizePage(server, network, userId, showings);
  const draws: string[] = [];
  try {
    await current.client.start();
    // Seeds to buy with: harvests made online.
    for (let cycle = 0; cycle < 4; cycle += 1) {
      await current.client.act({ type: 'producer-start', producerId: 'sprouter', season: 'main' });
      server.clock.advance(5_000);
      await current.client.act({ type: 'producer-collect', producerId: 'sprouter', season: 'main' });
    }
    await drain(current.client);
    online = false;
    for (let step = 0; step < OFFLINE_STEPS; step += 1) {
      const view = shown(current.client)?.view;
      if (!view) throw new Error('no view');
      const now = server.clock.now();
      // The first move is a spin: every sequence has a draw to show.
      const kind = step === 0 ? 'spin' : random.pick(['spin', 'card', 'upgrade', 'harvest', 'reload', 'wait'] as const);
      lines.push(`step ${String(step)}: ${kind}`);
      if (kind === 'reload') current = await reloadPage(server, network, current, userId, showings);
      else if (kind === 'wait') server.clock.advance(random.int(6 * HOUR));
      else if (kind === 'spin' || kind === 'card') {
        const action: Action = kind === 'spin' ? { type: 'spin' } : { type: 'card-turn', card: random.int(3) };
        if (accepts(CATALOG_V1, view, action, now)) draws.push((await tap(current.client, action, showings)).key);
      } else {
        const producer = view.producers.find((entry) => entry._id === 'sprouter');
        const target = { producerId: 'sprouter', season: 'main' as const };
        const action: Action =
          kind === 'upgrade'
            ? { type: 'producer-upgrade', ...target }
            : producer?.cycle_started_at === null
              ? { type: 'producer-start', ...target }
              : { type: 'producer-collect', ...target };
        if (accepts(CATALOG_V1, view, action, now)) expect((await current.client.act(action)).ok).toBe(true);
        if (kind === 'harvest') server.clock.advance(5_000);
      }
    }
    lines.push(`draws: ${String(draws.length)}`);
    expect(draws.length).toBeGreaterThan(0);
    const views = recordViews(current.client);
    online = true;
    await drain(current.client);
    await announced();
    expectShownOnce(showings, draws);
    expect(refusals(current)).toEqual([]);
    expectNothingTakenBack(views);
    const row = shown(current.client);
    expect(row?.view).toEqual(row?.confirmed);
  } catch (error) {
    console.error(`offline draws failed with seed ${String(seed)}; replay: CONVERGENCE_SEED=${String(seed)}\n${lines.join('\n')}`);
    throw error;
  } finally {
    current.client.stop();
    await current.db.delete();
  }
}

describe('offline draws, purchases and reloads: every prize shown once, nothing taken back', () => {
  for (const seed of seeds) {
    it(`seed ${String(seed)}`, () => runOfflineSeed(seed), 600_000);
  }
});
