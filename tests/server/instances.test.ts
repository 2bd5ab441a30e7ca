import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openPostgres, type Database } from '#server/db/database';
import { engineResponseSchema } from '#protocol/engine';
import { gameUserResponseSchema } from '#protocol/game-user';
import { testDatabaseUrl, usingPostgres } from './helpers/database.ts';
import { act, newPlayerSession, testConfig, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
describe('two server instances on one database', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  /** A second instance: on PostgreSQL with its own connection pool, as another process would have. */
  async function secondInstance() {
    let database = harness.database;
    if (usingPostgres()) {
      database = openPostgres(testDatabaseUrl(), { poolSize: 10 });
      opened.push(database);
    }
    const app = await buildApp({ config: testConfig(harness.clock), database });
    await app.ready();
    return app;
  }

  it("serving one player alternately, each sees the other's writes", async () => {
    const a = harness.app;
    const b = await secondInstance();
    try {
      const session = await newPlayerSession(harness, { id: 1 }, a);
      const start = await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' }, undefined, b);
      expect(start.statusCode).toBe(200);
      const interval = engineResponseSchema.parse(start.json()).updatedUser.producers[0]?.interval ?? 0;
      const early = await act(harness, session, 'producer-collect', { producerId: 'sprouter', season: 'main' }, undefined, a);
      expect(early.json()).toMatchObject({ reason: 'CYCLE_NOT_READY' });
      harness.clock.advance(interval);
      const collected = await act(harness, session, 'producer-collect', { producerId: 'sprouter', season: 'main' }, undefined, a);
      expect(collected.statusCode).toBe(200);
      const seedsAfterCollect = engineResponseSchema.parse(collected.json()).updatedUser.resources[0];
      const seen = gameUserResponseSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }, b)).json());
      expect(seen.gameUser.resources[0]).toBe(seedsAfterCollect);
    } finally {
      await b.close();
    }
  });

  it('keeps one consistent state when both serve racing spends with replayed keys', async () => {
    const a = harness.app;
    const b = await secondInstance();
    try {
      const session = await newPlayerSession(harness, { id: 1 }, a);
      await editState(harness.database, 1, (state) => ({ ...state, resources: [2000, 0, 0, 0] }));
      const keys = Array.from({ length: 12 }, (_, index) => `race-key-${index}-abcdef`);
      // Every key goes to both instances at once: each must apply once in all.
      const responses = await Promise.all(
        keys.flatMap((key) =>
          [a, b].map((app) => act(harness, session, 'producer-upgrade', { producerId: 'sprouter', season: 'main' }, key, app)),
        ),
      );
      const byKey = new Map<string, string[]>();
      responses.forEach((response, index) => {
        const key = keys[Math.floor(index / 2)] ?? '';
        byKey.set(key, [...(byKey.get(key) ?? []), response.body]);
      });
      for (const [key, bodies] of byKey) expect(new Set(bodies.map((body) => JSON.stringify(JSON.parse(body)))).size, key).toBe(1);
      const applied = responses.filter((response, index) => index % 2 === 0 && response.statusCode === 200);
      const spent = applied.reduce((sum, response) => sum + engineResponseSchema.parse(response.json()).result.spent[0], 0);
      const state = await storedState(harness.database, 1);
      expect(state.producers[0]?.level).toBe(1 + applied.length);
      expect(state.resources[0]).toBeGreaterThanOrEqual(0);
      expect(state.resources[0]).toBeCloseTo(2000 - spent, 6);
    } finally {
      await b.close();
    }
  });
});
