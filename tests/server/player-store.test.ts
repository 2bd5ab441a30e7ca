import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerState } from '#domain/player';
import { openPostgres, type Database } from '#server/db/database';
import { idempotencyKeys, tokenLedger } from '#server/db/schema';
import { requestHash } from '#server/services/idempotency';
import { lockPlayer, playerStore, writeLockedPlayer, type PlayerWrite } from '#server/services/player-store';
import { startSeason } from '#server/services/seasons';
import { packAnswer, unpackAnswer } from '#server/services/stored-answers';
import { readUser } from '#server/services/users';
import { testDatabaseUrl, usingPostgres } from './helpers/database.ts';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();

/** The database with its hot statements counted. */
function counting(database: Database): { database: Database; queries: () => number } {
  let queries = 0;
  return {
    database: {
      ...database,
      prepare: (name, text, shape) => {
        const statement = database.prepare(name, text, shape);
        return (params) => {
          queries++;
          return statement(params);
        };
      },
    },
    queries: () => queries,
  };
}

describe("the player store's one-query reads", () => {
  it('read every column of the users row exactly as the ORM does, with the running seasons', async () => {
    await newPlayerSession(harness, { id: 3, firstName: 'Cy', premium: true, startParam: 'lang_en' });
    await startSeason(harness.database.db, 'event', 'Harvest Fair', harness.clock.now());
    const viaOrm = await readUser(harness.database.db, 3);
    const fast = await playerStore(harness.database).read(3);
    expect(fast?.user).toEqual(viaOrm);
    expect(fast?.running.main).toMatchObject({ kind: 'main', number: 1, name: 'Season 1', endedAt: null });
    expect(fast?.running.event).toMatchObject({ kind: 'event', number: 1, name: 'Harvest Fair' });
    const locked = await harness.database.db.transaction((tx) => lockPlayer(tx, 3));
    expect(locked?.user).toEqual(viaOrm);
    expect(await playerStore(harness.database).read(4)).toBeUndefined();
  });

  it('refuses a stored state it cannot play, on every read path, rather than play it', async () => {
    await newPlayerSession(harness, { id: 3 });
    await harness.database.db.execute(sql`update users set state = jsonb_set(state, '{resources}', '"lots"') where telegram_id = 3`);
    await expect(playerStore(harness.database).read(3)).rejects.toThrow(/resources/);
    await expect(harness.database.db.transaction((tx) => lockPlayer(tx, 3))).rejects.toThrow(/resources/);
    await expect(readUser(harness.database.db, 3)).rejects.toThrow(/resources/);
  });

  it('finds the stored answer of a key, read or under the lock', async () => {
    const session = await newPlayerSession(harness, { id: 3 });
    const key = newKey();
    const answer = await act(harness, session, 'checkin', {}, key);
    const locked = (await harness.database.db.transaction((tx) => lockPlayer(tx, 3, { key })))?.answer;
    expect(locked?.statusCode).toBe(200);
    expect(locked === undefined ? undefined : unpackAnswer(locked)).toBe(answer.body);
    const read = (await playerStore(harness.database).read(3, { key }))?.answer;
    expect(read === undefined ? undefined : unpackAnswer(read)).toBe(answer.body);
    const other = await harness.database.db.transaction((tx) => lockPlayer(tx, 3, { key: newKey() }));
    expect(other?.answer).toBeUndefined();
  });

  it('sends the reads asked for in one turn of the event loop as one query, each answered its own', async () => {
    const session = await newPlayerSession(harness, { id: 3, firstName: 'Cy' });
    await newPlayerSession(harness, { id: 5, firstName: 'Flo' });
    const key = newKey();
    await act(harness, session, 'checkin', {}, key);
    const { database, queries } = counting(harness.database);
    const reader = playerStore(database);
    const [cy, flo, missing, cyWithKey, cyOtherKey] = await Promise.all([
      reader.read(3),
      reader.read(5),
      reader.read(4),
      reader.read(3, { key }),
      reader.read(3, { key: newKey() }),
    ]);
    expect(queries()).toBe(1);
    expect([cy?.user.name, flo?.user.name, missing, cyWithKey?.user.name, cyOtherKey?.user.name]).toEqual([
      'Cy',
      'Flo',
      undefined,
      'Cy',
      'Cy',
    ]);
    expect([cy?.answer, cyWithKey?.answer?.statusCode, cyOtherKey?.answer]).toEqual([undefined, 200, undefined]);
    await reader.read(5);
    expect(queries()).toBe(2);
  });
});

describe('conditional writes', () => {
  async function readForWrite(): Promise<{ version: string; write: PlayerWrite }> {
    const loaded = await playerStore(harness.database).read(3);
    if (loaded === undefined) throw new Error('player 3 missing');
    const [wood, water, food, tokens] = loaded.user.state.resources;
    const state: PlayerState = { ...loaded.user.state, resources: [wood, water, food, tokens + 10] };
    const now = harness.clock.now();
    const write: PlayerWrite = {
      telegramId: 3,
      columns: loaded.user,
      state,
      now,
      ledger: [{ pool: 'main', amount: 10, reason: 'test', seasonId: loaded.user.seasonId }],
      key: {
        key: newKey(),
        action: 'test',
        requestHash: requestHash('test', {}),
        statusCode: 200,
        packed: packAnswer(200, '{}', undefined, now),
      },
    };
    return { version: loaded.version, write };
  }

  async function keysAndLedger(): Promise<[number, number]> {
    const keys = await harness.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, 3));
    const ledger = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, 3));
    return [keys.length, ledger.length];
  }

  /** Players 3 and 5: a write for 3 (readForWrite), and 5 as read with a write that changes nothing. */
  async function twoPlayers(): Promise<{ first: { version: string; write: PlayerWrite }; other: { version: string; write: PlayerWrite } }> {
    await newPlayerSession(harness, { id: 3 });
    await newPlayerSession(harness, { id: 5 });
    const first = await readForWrite();
    const loaded = await playerStore(harness.database).read(5);
    if (loaded === undefined) throw new Error('player 5 missing');
    const write: PlayerWrite = {
      telegramId: 5,
      columns: loaded.user,
      state: loaded.user.state,
      now: harness.clock.now(),
      ledger: [],
    };
    return { first, other: { version: loaded.version, write } };
  }

  it('write the row, its key and its ledger rows when the row is still the version read', async () => {
    await newPlayerSession(harness, { id: 3 });
    const { version, write } = await readForWrite();
    const before = await keysAndLedger();
    expect(await playerStore(harness.database).writeIfUnchanged(write, version)).toBe(true);
    expect(await keysAndLedger()).toEqual([before[0] + 1, before[1] + 1]);
    expect((await readUser(harness.database.db, 3))?.state.resources[3]).toBe(write.state.resources[3]);
  });

  it('write nothing at all when another write changed the row since it was read', async () => {
    await newPlayerSession(harness, { id: 3 });
    const stale = await readForWrite();
    const first = await readForWrite();
    const store = playerStore(harness.database);
    expect(await store.writeIfUnchanged(first.write, first.version)).toBe(true);
    const after = await keysAndLedger();
    const stored = await readUser(harness.database.db, 3);
    expect(await store.writeIfUnchanged(stale.write, stale.version)).toBe(false);
    expect(await keysAndLedger()).toEqual(after);
    expect(await readUser(harness.database.db, 3)).toEqual(stored);
  });

  it("make one of two writes of one player sent in one statement, and the other player's too", async () => {
    const { first: one, other } = await twoPlayers();
    const two = await readForWrite();
    const before = await keysAndLedger();
    const { database, queries } = counting(harness.database);
    const store = playerStore(database);
    const written = await Promise.all([
      store.writeIfUnchanged(one.write, one.version),
      store.writeIfUnchanged(two.write, two.version),
      store.writeIfUnchanged(other.write, other.version),
    ]);
    expect(queries()).toBe(1);
    expect(written.filter((made, index) => made && index < 2)).toHaveLength(1);
    expect(written[2]).toBe(true);
    expect(await keysAndLedger()).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('fail every write of a statement that fails, and write none of them', async () => {
    const { first: good, other } = await twoPlayers();
    const before = await keysAndLedger();
    const store = playerStore(harness.database);
    // A ledger row without an amount breaks the statement (token_ledger.amount is not null).
    const broken: PlayerWrite = { ...other.write, ledger: [{ pool: 'main', amount: Number.NaN, reason: 'broken', seasonId: null }] };
    const outcomes = await Promise.allSettled([
      store.writeIfUnchanged(good.write, good.version),
      store.writeIfUnchanged(broken, other.version),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await keysAndLedger()).toEqual(before);
  });

  /** Holds player 3's row lock in a transaction of `database` until `release` is called. */
  async function holdPlayer3(database: Database): Promise<{ release: () => Promise<void> }> {
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = database.db.transaction(async (tx) => {
      await lockPlayer(tx, 3);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    return {
      release: async () => {
        release();
        await holding;
      },
    };
  }

  it('never wait for a row another transaction holds: that write is not made, the others are', async () => {
    const { first: held, other } = await twoPlayers();
    const store = playerStore(harness.database);
    if (!usingPostgres()) {
      // PGlite has one connection: an open transaction holds all of it, so no statement can meet
      // its row locks; the writes wait for it to end, then are made.
      const lock = await holdPlayer3(harness.database);
      const writes = Promise.all([store.writeIfUnchanged(held.write, held.version), store.writeIfUnchanged(other.write, other.version)]);
      await lock.release();
      expect(await writes).toEqual([true, true]);
      return;
    }
    // Another instance's transaction holds player 3's row while the batch is written.
    const elsewhere = openPostgres(testDatabaseUrl(), { poolSize: 1 });
    try {
      const lock = await holdPlayer3(elsewhere);
      // Were a lock waited for, these would wait for the release below and the test would time out.
      expect(
        await Promise.all([store.writeIfUnchanged(held.write, held.version), store.writeIfUnchanged(other.write, other.version)]),
      ).toEqual([false, true]);
      await lock.release();
    } finally {
      await elsewhere.close();
    }
  });

  it('write under the lock whatever the version', async () => {
    await newPlayerSession(harness, { id: 3 });
    const stale = await readForWrite();
    await playerStore(harness.database).writeIfUnchanged((await readForWrite()).write, stale.version);
    const before = await keysAndLedger();
    await harness.database.db.transaction(async (tx) => {
      await lockPlayer(tx, 3);
      await writeLockedPlayer(tx, stale.write);
    });
    expect(await keysAndLedger()).toEqual([before[0] + 1, before[1] + 1]);
  });
});
