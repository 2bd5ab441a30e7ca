/**
 * Repairing a publish: an operator corrects a player's balances from the console (a signed ledger
 * row, audited with the reason, refused below zero with nothing changed), and the console lists
 * the players a catalog version's rewards paid out of bounds.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from '#domain/catalog';
import { auditSchema } from '#protocol/console';
import { correctionResultSchema, outOfBoundsSchema } from '#protocol/console-repair';
import { catalogVersions, tokenLedger, users } from '#server/db/schema';
import { CONSOLE_BOT, OPERATOR, consoleCall, signIn } from './helpers/console.ts';
import { newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
useConfig(harness, { bot: CONSOLE_BOT });

async function post(url: string, payload: Record<string, unknown>) {
  return consoleCall(harness, await signIn(harness), { method: 'POST', url: `/admin/api${url}`, payload });
}

async function ledgerOf(id: number) {
  const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, id));
  return rows.map((row) => [row.reason, row.amount]);
}

async function audited() {
  const response = await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/audit' });
  return auditSchema
    .parse(response.json())
    .entries.filter((entry) => entry.action === 'balance-correction')
    .map((entry) => [entry.operatorId, entry.target, entry.detail]);
}

describe('correcting a player', () => {
  it('takes back an out-of-bounds payout: balance, season tokens, a signed ledger row and the audit', async () => {
    await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({
      ...state,
      resources: [state.resources[0], 0, 0, 1_000_000_000_001_000],
      tokensEarned: 1_000_000_000_001_000,
    }));
    const response = await post('/players/1/correct', { tokens: -1_000_000_000_000_000, spins: 0, reason: 'v2 daily invite quest' });
    expect(response.statusCode, response.body).toBe(200);
    expect(correctionResultSchema.parse(response.json())).toEqual({ tokens: 1000, spins: 1 });
    const state = await storedState(harness.database, 1);
    expect([state.resources[3], state.tokensEarned]).toEqual([1000, 1000]);
    const [row] = await harness.database.db.select({ seasonTokens: users.seasonTokens }).from(users).where(eq(users.telegramId, 1));
    expect(row?.seasonTokens).toBe(1000);
    expect(await ledgerOf(1)).toEqual([['correction', -1_000_000_000_000_000]]);
    expect(await audited()).toEqual([[OPERATOR, '1', { reason: 'v2 daily invite quest', tokens: -1_000_000_000_000_000, spins: 0 }]]);
  });

  it('refuses a correction below zero, a fraction, no reason or no change, and an unknown player, changing nothing', async () => {
    await newPlayerSession(harness, { id: 1 });
    const before = await storedState(harness.database, 1);
    const below = await post('/players/1/correct', { tokens: -1, spins: 0, reason: 'too much' });
    expect([below.statusCode, below.json<{ reason: string }>().reason]).toEqual([422, 'BELOW_ZERO']);
    expect((await post('/players/1/correct', { tokens: 0, spins: -5, reason: 'too much' })).statusCode).toBe(422);
    for (const payload of [
      { tokens: 0.5, spins: 0, reason: 'half' },
      { tokens: 5, spins: 0, reason: '' },
      { tokens: 0, spins: 0, reason: 'nothing' },
      { tokens: '5', spins: 0, reason: 'text' },
    ])
      expect((await post('/players/1/correct', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await post('/players/9/correct', { tokens: 5, spins: 0, reason: 'nobody' })).statusCode).toBe(404);
    expect(await storedState(harness.database, 1)).toEqual(before);
    expect(await ledgerOf(1)).toEqual([]);
    expect(await audited()).toEqual([]);
  });

  it('gives spins back and tokens, and the player sees them', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await post('/players/1/correct', { tokens: 250, spins: 2, reason: 'lost to the v2 wheel' });
    expect(correctionResultSchema.parse(response.json())).toEqual({ tokens: 250, spins: 3 });
    const user = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
    expect(user.json()).toMatchObject({ gameUser: { spin: 3, resources: [100, 0, 0, 250] } });
    expect(await ledgerOf(1)).toEqual([['correction', 250]]);
  });
});

describe('players a version paid out of bounds', () => {
  it('lists who a version paid above the ceiling or took tokens from while it was active, and no one else', async () => {
    for (const id of [1, 2, 3, 4]) await newPlayerSession(harness, { id });
    const db = harness.database.db;
    const t = harness.clock.now();
    // Version 2 (published before the bounds) was active from t + 1000 until version 3 at t + 5000.
    await db.insert(catalogVersions).values([
      {
        version: 2,
        catalog: CATALOG_V1,
        status: 'published',
        createdBy: OPERATOR,
        createdAt: t,
        publishedAt: t + 1000,
        publishedBy: OPERATOR,
      },
      {
        version: 3,
        catalog: CATALOG_V1,
        status: 'published',
        createdBy: OPERATOR,
        createdAt: t,
        publishedAt: t + 5000,
        publishedBy: OPERATOR,
      },
    ]);
    const row = (userId: number, reason: string, amount: number, at: number) => ({
      userId,
      pool: 'main' as const,
      reason,
      amount,
      createdAt: at,
    });
    await db
      .insert(tokenLedger)
      .values([
        row(1, 'quest-claim', 1_000_000_000_000_000, t + 2000),
        row(1, 'quest-claim', 1000, t + 2001),
        row(2, 'quest-claim', -988_000, t + 3000),
        row(3, 'quest-claim', 100, t + 3000),
        row(3, 'limited-product-buy', -50, t + 3000),
        row(3, 'correction', 50_000, t + 3000),
        row(4, 'quest-claim', 1_000_000, t + 6000),
      ]);
    const response = await consoleCall(harness, await signIn(harness), {
      method: 'GET',
      url: '/admin/api/content/versions/2/out-of-bounds',
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = outOfBoundsSchema.parse(response.json());
    expect(report).toMatchObject({ version: 2, from: t + 1000, to: t + 5000, ceiling: 10_000 });
    expect(report.players.map((player) => [player.telegramId, player.rows, player.largest, player.total])).toEqual([
      [1, 1, 1_000_000_000_000_000, 1_000_000_000_000_000],
      [2, 1, 988_000, -988_000],
    ]);
    const three = outOfBoundsSchema.parse(
      (await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/content/versions/3/out-of-bounds' })).json(),
    );
    expect(three.players.map((player) => player.telegramId)).toEqual([4]);
    const never = await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/content/versions/7/out-of-bounds' });
    expect(never.statusCode).toBe(404);
  });
});
