/** The outbox against an in-memory engine whose faults the test scripts. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import { GameDatabase } from '#client/data/storage/db.ts';
import { serverResult } from '#client/data/hooks/action-result.ts';
import { fakeEngine, type FakeEngine } from './helpers/fake-engine.ts';
import { manualClock, type ManualClock } from './helpers/game-server.ts';
import { drain, shown, testClient, type TestClient } from './helpers/client.ts';

const START: Action = { type: 'producer-start', producerId: 'sprouter', season: 'main' };
const COLLECT: Action = { type: 'producer-collect', producerId: 'sprouter', season: 'main' };

let clock: ManualClock;
let engine: FakeEngine;
let page: TestClient;

function connect(db?: GameDatabase): TestClient {
  return testClient(
    { url: 'http://engine.test', clock, launchData: () => Promise.resolve('user=%7B%22id%22%3A1%7D') },
    { fetch: engine.fetch, ...(db === undefined ? {} : { db }) },
  );
}

beforeEach(async () => {
  clock = manualClock(Date.UTC(2025, 0, 1));
  engine = fakeEngine(clock.now);
  page = connect();
  expect(await page.client.sync()).toBe(true);
});

afterEach(async () => {
  page.client.stop();
  await page.db.delete();
});

function engineCalls(): string[] {
  return engine.calls
    .filter((call) => call.path.startsWith('/backend/hub/engine/') && !call.path.endsWith('/quest-list'))
    .map((call) => call.path.slice('/backend/hub/engine/'.length));
}

describe('an action', () => {
  it('changes the view at once and queues the action with a fresh key, the confirmed state untouched', async () => {
    const before = shown(page.client);
    const acted = page.client.act(START);
    // The screens see the tap at once, before the outbox's write has been awaited.
    expect(shown(page.client)?.view.producers[0]?.cycle_started_at).toBe(clock.now());
    const outcome = await acted;
    expect(outcome.ok).toBe(true);
    const row = shown(page.client);
    expect(row?.view.producers[0]?.cycle_started_at).toBe(clock.now());
    expect(row?.confirmed).toEqual(before?.confirmed);
    const queued = await page.db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.action).toEqual(START);
    expect(queued[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await drain(page.client);
  });

  it('is refused by the rules without touching the outbox, and the player is told why', async () => {
    const outcome = await page.client.act(COLLECT);
    expect(outcome).toEqual({ ok: false, reason: 'NO_CYCLE' });
    expect(await page.db.outbox.count()).toBe(0);
    expect(page.events).toContainEqual({
      type: 'toast',
      payload: { reason: 'NO_CYCLE', source: 'action:producer-collect' },
    });
  });

  it('writes nothing when the outbox write fails: the view and the queue change together or not at all', async () => {
    const fixedKey = testClient(
      { url: 'http://engine.test', clock, launchData: () => Promise.resolve('') },
      { fetch: () => Promise.reject(new TypeError('offline')), db: new GameDatabase(page.db.name), newKey: () => 'same-key' },
    );
    expect((await fixedKey.client.act(START)).ok).toBe(true);
    const afterFirst = shown(fixedKey.client);
    clock.advance(6000);
    const second = await fixedKey.client.act(COLLECT);
    expect(second).toEqual({ ok: false, reason: 'STORAGE_ERROR' });
    expect(await fixedKey.db.outbox.count()).toBe(1);
    expect(shown(fixedKey.client)?.view).toEqual(afterFirst?.view);
    fixedKey.client.stop();
    await fixedKey.db.outbox.clear();
  });
});

describe('the flush', () => {
  it('confirms an applied action: entry gone, confirmed = the server snapshot, view rebuilt', async () => {
    await page.client.act(START);
    await drain(page.client);
    const row = await page.db.snapshots.get('main');
    expect(await page.db.outbox.count()).toBe(0);
    expect(row?.confirmed.producers[0]?.cycle_started_at).toBe(clock.now());
    expect(row?.view.producers[0]).toEqual(row?.confirmed.producers[0]);
    expect(engine.applied.map((entry) => entry.action.type)).toEqual(['producer-start']);
    expect(page.events.some((event) => event.type === 'outbox-drained')).toBe(true);
  });

  it('sends entries one at a time in the order they were made, each with the time it was made', async () => {
    page.client.stop();
    const offline = testClient(
      { url: 'http://engine.test', clock, launchData: () => Promise.resolve('') },
      { fetch: () => Promise.reject(new TypeError('offline')), db: new GameDatabase(page.db.name) },
    );
    const outcomes = [await offline.client.act(START)];
    clock.advance(5000);
    outcomes.push(await offline.client.act(COLLECT));
    clock.advance(1000);
    outcomes.push(await offline.client.act(START));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    offline.client.stop();
    offline.db.close();
    const online = connect(new GameDatabase(page.db.name));
    await online.db.outbox.toCollection().modify({ nextAttemptAt: 0 });

    // The server applies each action at the time it was made: the collect, made one cycle after
    // the start on the device, is accepted though both arrive a minute later, one after the other.
    const made = (await online.db.outbox.orderBy('seq').toArray()).map((entry) => entry.at);
    clock.advance(60_000);
    await drain(online.client);
    expect(engineCalls()).toEqual(['producer-start', 'producer-collect', 'producer-start']);
    expect(engine.applied.map((entry) => entry.action.type)).toEqual(['producer-start', 'producer-collect', 'producer-start']);
    expect(online.events.filter((event) => event.type === 'action-refused')).toEqual([]);
    expect(
      engine.calls.filter((call) => call.path.includes('/engine/producer-')).map((call) => Number(call.headers.get('action-time'))),
    ).toEqual(made);
    expect(engine.state().producers[0]?.cycle_started_at).toBe(made[2]);
    online.client.stop();
  });

  it('keeps an entry whose request was lost and sends it again: applied once', async () => {
    engine.faults.push({ kind: 'lost-before' }, { kind: 'lost-before' });
    await page.client.act(START);
    await drain(page.client);
    expect(engineCalls()).toEqual(['producer-start', 'producer-start', 'producer-start']);
    expect(engine.applied).toHaveLength(1);
  });

  it('confirms with the stored answer when the first answer was lost after the server applied it', async () => {
    engine.faults.push({ kind: 'lost-after' });
    await page.client.act(START);
    await drain(page.client);
    expect(engineCalls()).toEqual(['producer-start', 'producer-start']);
    const keys = engine.calls
      .filter((call) => call.path.endsWith('/engine/producer-start'))
      .map((call) => call.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(1);
    expect(engine.applied).toHaveLength(1);
    expect((await page.db.snapshots.get('main'))?.confirmed).toEqual(expect.objectContaining({ resources: engine.state().resources }));
  });

  it('retries server failures (503, 429) with growing delays', async () => {
    engine.faults.push({ kind: 'status', status: 503, body: { message: 'The database is unavailable', reason: 'DATABASE_UNAVAILABLE' } });
    engine.faults.push({ kind: 'status', status: 429, body: { message: 'Too many requests', reason: 'RATE_LIMITED' } });
    await page.client.act(START);
    const first = await page.client.flush();
    expect(first?.remaining).toBe(1);
    const entry = await page.db.outbox.toCollection().first();
    expect(entry?.attempts).toBe(1);
    expect(entry?.lastError).toBe('Service is currently unavailable. Please try again later.');
    await drain(page.client);
    expect(engine.applied).toHaveLength(1);
  });

  it('drops an entry the server refuses, tells the player why, and rebuilds the view without it', async () => {
    engine.faults.push({ kind: 'status', status: 409, body: { message: 'Not enough resources', reason: 'NOT_ENOUGH_RESOURCES' } });
    await page.client.act(START);
    await drain(page.client);
    const row = shown(page.client);
    expect(await page.db.outbox.count()).toBe(0);
    expect(row?.view.producers[0]?.cycle_started_at).toBeNull();
    expect(page.events).toContainEqual({
      type: 'action-refused',
      payload: expect.objectContaining({ type: 'producer-start', reason: 'NOT_ENOUGH_RESOURCES' }) as unknown,
    });
    expect(page.events).toContainEqual({
      type: 'toast',
      payload: { message: 'Not enough resources', reason: 'NOT_ENOUGH_RESOURCES', source: 'action:producer-start' },
    });
  });

  it('leaves facts only the server can verify (friends invited) to the server, and shows its refusal', async () => {
    expect((await page.client.act({ type: 'quest-take', questId: 'invite-1' })).ok).toBe(true);
    const claim = await page.client.act({ type: 'quest-claim', questId: 'invite-1' });
    expect(claim.ok).toBe(true);
    await drain(page.client);
    expect(await page.db.outbox.count()).toBe(0);
    expect(engineCalls()).toEqual(['quest-take', 'quest-claim']);
    expect(page.events).toContainEqual({
      type: 'action-refused',
      payload: expect.objectContaining({ type: 'quest-claim', reason: 'QUEST_NOT_MET' }) as unknown,
    });
    expect(shown(page.client)?.view.quests['invite-1']?.status).toBe('PENDING');
  });

  it("hands the server's own report of an action to whoever waits for it, and never asks the engine again", async () => {
    const outcome = await page.client.act(START);
    if (!outcome.ok) throw new Error(outcome.reason);
    const live = await serverResult(page.client, outcome.value.key, START, 'main', 5_000);
    expect(live).toMatchObject({ ok: true, result: { type: 'producer-start' } });
    expect(engineCalls()).toEqual(['producer-start']);
    // Asked again later: the answer was handed out; reading it never posts the action again.
    const later = await serverResult(page.client, outcome.value.key, START, 'main', 5_000);
    expect(later).toEqual({ ok: false, reason: 'UNKNOWN' });
    expect(engineCalls()).toEqual(['producer-start']);
    expect(engine.applied).toHaveLength(1);
  });

  it('keeps the entry and reloads when the answer says the season changed', async () => {
    engine.faults.push({
      kind: 'status',
      status: 409,
      body: { message: 'season-or-event-end-updated-used-refresh', reason: 'SEASON_CHANGED' },
    });
    await page.client.act(START);
    await page.client.flush();
    expect(page.reloads()).toBe(1);
    expect(await page.db.outbox.count()).toBe(1);
    expect(page.events.some((event) => event.type === 'action-refused' || event.type === 'toast')).toBe(false);
    await drain(page.client);
    expect(engine.applied).toHaveLength(1);
  });

  it('moves an entry refused as malformed three times to the dead letters and goes on with the next', async () => {
    const malformed = { kind: 'status' as const, status: 400, body: { message: 'body.producerId: required', reason: 'INVALID_INPUT' } };
    engine.faults.push(malformed, malformed, malformed);
    await page.client.act(START);
    clock.advance(5000);
    await page.client.act(COLLECT);
    await drain(page.client);
    const dead = await page.db.deadLetters.toArray();
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ action: START, status: 400, reason: 'INVALID_INPUT', message: 'body.producerId: required' });
    // The collect went on after it (and the server refused it: its cycle was never started there).
    expect(engineCalls()).toEqual(['producer-start', 'producer-start', 'producer-start', 'producer-collect']);
    expect(await page.db.outbox.count()).toBe(0);
  });
});

describe('the view', () => {
  it('leaves the snapshot to the outbox while actions wait, then is the confirmed snapshot with the rest replayed', async () => {
    page.client.stop();
    const offline = testClient(
      { url: 'http://engine.test', clock, launchData: () => Promise.resolve('') },
      { fetch: () => Promise.reject(new TypeError('offline')), db: new GameDatabase(page.db.name) },
    );
    await offline.client.act(START);
    offline.client.stop();
    // Meanwhile the server's state moved on (another device collected seeds).
    engine.setState({ ...engine.state(), resources: [500, 0, 0, 0] });
    clock.advance(1000);
    const online = connect(new GameDatabase(page.db.name));
    const made = (await online.db.outbox.toArray())[0]?.at;
    // A snapshot now would settle the server past the start the player made offline: not fetched
    // (neither by game-user nor by a login, the session being stored).
    const snapshotCalls = () =>
      engine.calls.filter((call) => call.path === '/backend/hub/game-user' || call.path.startsWith('/backend/auth/')).length;
    const before = snapshotCalls();
    await online.client.sync();
    expect(snapshotCalls()).toBe(before);
    expect(shown(online.client)?.view.producers[0]?.cycle_started_at).toBe(made);
    await drain(online.client);
    const row = shown(online.client);
    // The start's answer is the snapshot: the other device's seeds, and the cycle from when it was made.
    expect(row?.confirmed.producers[0]?.cycle_started_at).toBe(made);
    expect(row?.confirmed.resources[0]).toBe(500 - (row?.confirmed.producers[0]?.inputs[0] ?? 0));
    expect(row?.view).toEqual(row?.confirmed);
    online.client.stop();
  });
});

describe('the triggers', () => {
  it('flush when the page says the network is back', async () => {
    let online = false;
    const device = testClient(
      { url: 'http://engine.test', clock, launchData: () => Promise.resolve('') },
      {
        fetch: (input, init) => (online ? engine.fetch(input, init) : Promise.reject(new TypeError('offline'))),
        db: new GameDatabase(page.db.name),
      },
    );
    device.client.start().catch(() => undefined);
    await device.client.act(START);
    await device.client.flush();
    expect(await device.db.outbox.count()).toBe(1);
    online = true;
    await device.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const drained = new Promise((resolve) => {
      device.client.events.on('outbox-drained', resolve);
    });
    device.trigger();
    await drained;
    expect(await device.db.outbox.count()).toBe(0);
    expect(engine.applied).toHaveLength(1);
    device.client.stop();
  });
});
