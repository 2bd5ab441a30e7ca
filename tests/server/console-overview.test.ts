/** The console's overview: totals, daily actives and retention from login days, the ledger per day, actions per hour. */
import { describe, expect, it } from 'vitest';
import { overviewSchema } from '#protocol/console';
import { tokenLedger } from '#server/db/schema';
import { CONSOLE_BOT, consoleCall, signIn } from './helpers/console.ts';
import { act, newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const DAY = 86_400_000;

describe('GET /admin/api/overview', () => {
  useConfig(harness, { bot: CONSOLE_BOT });

  it('counts players, actives, retention, tokens and actions from what happened', async () => {
    const day0 = harness.clock.now();
    await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2 });
    harness.clock.advance(DAY);
    await harness.login({ id: 1 });
    harness.clock.advance(6 * DAY);
    await harness.login({ id: 2 });
    const three = await newPlayerSession(harness, { id: 3 });
    expect((await act(harness, three, 'producer-start', { producerId: 'sprouter', season: 'main' })).statusCode).toBe(200);
    expect((await act(harness, three, 'producer-buy', { producerId: 'field', season: 'main' })).statusCode).toBe(409);
    await harness.database.db.insert(tokenLedger).values([
      { userId: 1, pool: 'main', amount: 40, reason: 'test', createdAt: day0 },
      { userId: 1, pool: 'main', amount: -15, reason: 'test', createdAt: day0 + 1000 },
      { userId: 2, pool: 'main', amount: 7, reason: 'test', createdAt: harness.clock.now() },
    ]);

    const response = await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/overview' });
    expect(response.statusCode).toBe(200);
    const overview = overviewSchema.parse(response.json());
    expect([overview.players, overview.newToday, overview.activeToday]).toEqual([3, 1, 2]);
    // Day 1: of players 1 and 2 (joined 7 days ago; player 3 today is not a cohort yet) player 1 came back.
    expect(overview.retentionDay1).toBe(0.5);
    expect(overview.retentionDay7).toBe(0.5);
    expect(overview.newPlayers).toHaveLength(14);
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const on = (points: { day: string; value: number }[], at: number) => points.find((point) => point.day === day(at))?.value;
    expect([on(overview.newPlayers, day0), on(overview.newPlayers, harness.clock.now())]).toEqual([2, 1]);
    expect([
      on(overview.activePlayers, day0),
      on(overview.activePlayers, day0 + DAY),
      on(overview.activePlayers, harness.clock.now()),
    ]).toEqual([2, 1, 2]);
    expect([on(overview.tokensCredited, day0), on(overview.tokensDebited, day0)]).toEqual([40, 15]);
    expect(on(overview.tokensCredited, harness.clock.now())).toBeGreaterThanOrEqual(7);
    expect(overview.actions).toHaveLength(24);
    expect(overview.actions.at(-1)).toMatchObject({ applied: 1, refused: 1 });
  });

  it('says null retention while no cohort is old enough', async () => {
    await newPlayerSession(harness, { id: 1 });
    const overview = overviewSchema.parse(
      (await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/overview' })).json(),
    );
    expect([overview.retentionDay1, overview.retentionDay7]).toEqual([null, null]);
  });
});
