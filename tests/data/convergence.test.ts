/**
 * Exactly once, whatever the network does: the real server, two players making the same 100
 * moves at the same server times, one over a clean network and one whose engine requests are lost
 * before the server, whose answers are lost after the server applied them, or time out. Both end
 * in the same server state. Plus the offline action and the reload with a pending outbox.
 */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { idempotencyKeys } from '#server/db/schema';
import { GameDatabase } from '#client/data/db.ts';
import { fetchGameUser } from '#client/data/sync.ts';
import { seededRandom } from '#client/data/apply.ts';
import { drain, testClient, type TestClient } from './helpers/client.ts';
import { faultyFetch, type FaultyFetch } from './helpers/faulty-fetch.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});

/** The player's next move, chosen from the view like a simple player would, with some noise. */
function nextMove(view: PlayerState, now: number, random: () => number): Action {
  const moves: Action[] = [];
  for (const producer of view.producers) {
    if (producer.is_continues) continue;
    const target = { producerId: producer._id, season: 'main' as const };
    if (producer.cycle_started_at === null) moves.push({ type: 'producer-start', ...target });
    else if (now >= producer.cycle_started_at + producer.interval) moves.push({ type: 'producer-collect', ...target });
  }
  if (!view.producers.some((producer) => producer._id === 'field') && view.resources[0] >= 400) moves.unshift({ type: 'producer-buy', producerId: 'field', season: 'main' });
  const noise: Action[] = [
    { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' },
    { type: 'checkin' },
    { type: 'quest-take', questId: 'own-field' },
    { type: 'producer-collect', producerId: 'sprouter', season: 'main' },
    { type: 'water-toggle', on: random() < 0.5 },
  ];
  if (moves.length === 0 || random() < 0.15) return noise[Math.floor(random() * noise.length)] ?? { type: 'checkin' };
  return moves[Math.floor(random() * moves.length)] ?? { type: 'checkin' };
}

interface Player {
  page: TestClient;
  network: FaultyFetch;
  random: () => number;
}

function player(userId: number, network: FaultyFetch): Player {
  return { page: testClient(server, { userId, fetch: network.fetch, timeoutMs: 250 }), network, random: seededRandom('moves') };
}

async function move(who: Player, online: boolean): Promise<void> {
  const row = await who.page.db.snapshots.get('main');
  if (row === undefined) throw new Error('no snapshot');
  await who.page.client.act(nextMove(row.view, server.clock.now(), who.random));
  if (online) await drain(who.page.client, 2000);
}

/**
 * Drains every player's outbox. Time stands still while requests fail and retry; when each outbox is
 * empty or waiting for the rules' moment (a collect queued offline a cycle after its start), the
 * server clock moves a second, for everyone at once, so the players stay on one timeline.
 */
async function drainAll(players: readonly Player[]): Promise<void> {
  for (let round = 0; round < 5_000; round += 1) {
    const states = await Promise.all(
      players.map(async ({ page }) => {
        const result = await page.client.flush();
        if (result?.remaining === 0) return 'empty';
        const head = await page.db.outbox.orderBy('seq').first();
        return head !== undefined && head.nextAttemptAt - Date.now() > 1_000 ? 'waiting' : 'retrying';
      }),
    );
    if (states.every((state) => state === 'empty')) return;
    if (states.includes('retrying')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    server.clock.advance(1_000);
    for (const { page } of players) await page.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
  }
  throw new Error('the outboxes did not drain');
}

function stateOf(user: Awaited<ReturnType<typeof fetchGameUser>>['gameUser']): unknown {
  const { user_id: _user, name: _name, email: _email, _id: _game, ...state } = user;
  return state;
}

describe('exactly once', () => {
  it('100 moves with lost requests, lost answers and timeouts end where the clean run ends', async () => {
    const clean = player(3001, faultyFetch({ lostBefore: 0, lostAfter: 0, timeout: 0 }, 'clean'));
    const faulty = player(3002, faultyFetch({ lostBefore: 0.2, lostAfter: 0.2, timeout: 0.1 }, 'faults'));
    const players = [clean, faulty];
    for (const who of players) expect(await who.page.client.sync()).toBe(true);
    const steps = seededRandom('steps');
    for (let step = 0; step < 100; step += 1) {
      // Two stretches without network: the moves queue up and go when it returns.
      const online = !((step >= 20 && step < 30) || (step >= 60 && step < 70));
      for (const who of players) {
        who.network.up = online;
        await move(who, online);
      }
      if (step === 29 || step === 69) for (const who of players) who.network.up = true;
      if (step === 29 || step === 69) await drainAll(players);
      server.clock.advance(1000 + Math.floor(steps() * 5000));
    }
    await drainAll(players);

    const injected = faulty.network.injected;
    expect(injected['lost-before']).toBeGreaterThan(5);
    expect(injected['lost-after']).toBeGreaterThan(5);
    expect(injected.timeout).toBeGreaterThan(2);
    const [cleanUser, faultyUser] = await Promise.all(players.map(async (who) => (await fetchGameUser(who.page.client.context, 'main')).gameUser));
    if (cleanUser === undefined || faultyUser === undefined) throw new Error('no final state');
    expect(stateOf(faultyUser)).toEqual(stateOf(cleanUser));
    // The same actions reached the rules, with the same outcomes, at the same times: none lost, none twice.
    const [cleanLog, faultyLog] = await Promise.all([actionLog(3001), actionLog(3002)]);
    expect(faultyLog).toEqual(cleanLog);
    expect(cleanLog.length).toBeGreaterThan(40);
    expect(cleanLog.filter((entry) => entry.endsWith(':200')).length).toBeGreaterThan(30);
    // The run did something: cycles collected, a quest taken, a check-in.
    expect(cleanUser.producers[0]?.cycles).toBeGreaterThan(15);
    expect(cleanUser.quests['own-field']?.status).toBe('PENDING');
    expect(cleanUser.checkin.streak).toBe(1);
    for (const who of players) {
      expect(await who.page.db.outbox.count()).toBe(0);
      expect(await who.page.db.deadLetters.count()).toBe(0);
      who.page.client.stop();
      await who.page.db.delete();
    }
  }, 240_000);
});

describe('offline', () => {
  it('an action made offline is applied once when the network returns', async () => {
    const network = faultyFetch({ lostBefore: 0, lostAfter: 0, timeout: 0 }, 'offline');
    const { client, db, trigger } = testClient(server, { userId: 3101, fetch: network.fetch });
    await client.start();
    network.up = false;
    const acted = await client.act({ type: 'producer-start', producerId: 'sprouter', season: 'main' });
    expect(acted.ok).toBe(true);
    await client.flush();
    expect(await db.outbox.count()).toBe(1);
    expect((await fetchGameUserDirect(client)).producers[0]?.cycle_started_at).toBeNull();
    network.up = true;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    trigger();
    for (let i = 0; i < 200 && (await db.outbox.count()) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await db.outbox.count()).toBe(0);
    const onServer = await fetchGameUserDirect(client);
    expect(onServer.producers[0]?.cycle_started_at).toBe(server.clock.now());
    // Flushing again sends nothing more.
    await client.flush();
    expect((await fetchGameUserDirect(client)).producers[0]).toEqual(onServer.producers[0]);
    client.stop();
    await db.delete();
  });

  it('a reload with a pending outbox sends it on the next start', async () => {
    const network = faultyFetch({ lostBefore: 0, lostAfter: 0, timeout: 0 }, 'reload');
    const first = testClient(server, { userId: 3201, fetch: network.fetch });
    await first.client.start();
    network.up = false;
    await first.client.act({ type: 'producer-start', producerId: 'sprouter', season: 'main' });
    first.client.stop();
    first.db.close();

    // The page reloads: a new client on a new connection to the same database.
    network.up = true;
    const second = testClient(server, { userId: 3201, fetch: network.fetch, db: new GameDatabase(first.db.name) });
    const pending = await second.db.outbox.toArray();
    expect(pending.map((entry) => entry.action.type)).toEqual(['producer-start']);
    expect((await second.db.snapshots.get('main'))?.view.producers[0]?.cycle_started_at).toBe(server.clock.now());
    await second.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await second.client.start();
    await drain(second.client);
    const row = await second.db.snapshots.get('main');
    expect(row?.confirmed.producers[0]?.cycle_started_at).toBe(server.clock.now());
    expect(row?.view).toEqual(row?.confirmed);
    second.client.stop();
    await second.db.delete();
  });
});

/** `<time>:<action>:<status>` of every action the server stored for `userId`, sorted. */
async function actionLog(userId: number): Promise<string[]> {
  const rows = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  return rows.map((row) => `${String(row.createdAt)}:${row.action}:${String(row.statusCode)}`).sort();
}

async function fetchGameUserDirect(client: TestClient['client']): Promise<PlayerState> {
  const response = await fetch(`${server.url}/backend/hub/game-user`, {
    headers: { authorization: `Bearer ${(await client.context.db.session.get('session'))?.token ?? ''}` },
  });
  return ((await response.json()) as { gameUser: PlayerState }).gameUser;
}
