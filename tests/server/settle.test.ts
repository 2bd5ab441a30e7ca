import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import { seasons, tokenLedger, users } from '#server/db/schema';
import { endSeason, startSeason } from '#server/services/seasons';
import { act, newPlayerSession, useHarness, type Harness } from './helpers/harness.ts';
import { editState } from './helpers/state.ts';

const harness = useHarness();

async function mainSeasonIds(): Promise<number[]> {
  const rows = await harness.database.db.select().from(seasons).where(eq(seasons.kind, 'main')).orderBy(asc(seasons.id));
  return rows.map((row) => row.id);
}

async function ledgerOf(id: number) {
  const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, id)).orderBy(asc(tokenLedger.id));
  return rows.map((row) => ({ reason: row.reason, pool: row.pool, seasonId: row.seasonId, positive: row.amount > 0 }));
}

/** Player 1 on season 1 and an event, holding event tokens, with a market producing main tokens. */
async function playerBeforeRollover(h: Harness): Promise<string> {
  await startSeason(h.database.db, 'event', 'Pumpkin Days', h.clock.now());
  const session = await newPlayerSession(h, { id: 1 });
  const market = producerDef(CATALOG_V1, 'market');
  if (market === undefined) throw new Error('no market in the catalog');
  await editState(h.database, 1, (state) => ({
    ...state,
    resources: [0, 100_000, 100_000, 0],
    resourcesEvent: [0, 0, 0, 40],
    producers: [...state.producers, createProducer(market, 10, h.clock.now())],
  }));
  h.clock.advance(30 * 60_000);
  await endSeason(h.database.db, 'event', h.clock.now());
  await endSeason(h.database.db, 'main', h.clock.now());
  const started = await startSeason(h.database.db, 'main', 'Harvest Moon', h.clock.now());
  expect(started.ok).toBe(true);
  return session;
}

const paths: [string, (session: string) => Promise<void>][] = [
  [
    'game-user',
    async (session) => {
      const response = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
      expect(response.json()).toMatchObject({ message: 'season-or-event-end-updated-used-refresh' });
    },
  ],
  [
    'an engine action',
    async (session) => {
      const response = await act(harness, session, 'checkin');
      expect(response.json()).toMatchObject({ reason: 'SEASON_CHANGED' });
    },
  ],
];

describe('settling a player', () => {
  it.each(paths)("puts a rollover's ledger rows on the season whose tokens they move, through %s", async (_name, rollOver) => {
    const session = await playerBeforeRollover(harness);
    const [first, second] = await mainSeasonIds();
    await rollOver(session);
    // Production up to the rollover and the ended event's tokens are the old season's.
    expect(await ledgerOf(1)).toEqual([
      { reason: 'production', pool: 'main', seasonId: first, positive: true },
      { reason: 'season-change', pool: 'event', seasonId: first, positive: false },
    ]);
    const [row] = await harness.database.db
      .select({ seasonId: users.seasonId, eventId: users.eventId })
      .from(users)
      .where(eq(users.telegramId, 1));
    expect(row).toEqual({ seasonId: second, eventId: null });
    // What the player does next moves tokens of the new season.
    const checkin = await act(harness, session, 'checkin');
    expect(checkin.statusCode, checkin.body).toBe(200);
    expect((await ledgerOf(1)).slice(2)).toEqual([{ reason: 'checkin', pool: 'main', seasonId: second, positive: true }]);
  });

  it("credits a referrer through the player store's writer, on the referrer's season, without a contact", async () => {
    await newPlayerSession(harness, { id: 10 });
    const [before] = await harness.database.db.select().from(users).where(eq(users.telegramId, 10));
    harness.clock.advance(5 * 60_000);
    await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    const [after] = await harness.database.db.select().from(users).where(eq(users.telegramId, 10));
    expect(after?.updatedAt).toBe(harness.clock.now());
    expect((after?.state as { lastSeen: number }).lastSeen).toBe((before?.state as { lastSeen: number }).lastSeen);
    const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, 10));
    expect(rows.map((entry) => [entry.reason, entry.amount, entry.idempotencyKey, entry.seasonId])).toEqual([
      ['referral', 1000, 'referral:11', before?.seasonId],
    ]);
  });
});
