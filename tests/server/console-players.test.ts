/**
 * The console's players: search, one player's state, ledger and actions, and bans: a banned player
 * is refused everywhere (login, the snapshot, actions, reads, GraphQL) with 403 BANNED and nothing
 * changes; unbanned, the player plays on. Bans and unbans are audited with the reason.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditSchema, playerDetailSchema, playerSearchSchema } from '#protocol/console';
import { adViews, idempotencyKeys, tokenLedger, users } from '#server/db/schema';
import { CONSOLE_BOT, consoleCall, signIn } from './helpers/console.ts';
import { act, newKey, newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
useConfig(harness, { bot: CONSOLE_BOT });

async function console_(path: string, method: 'GET' | 'POST' = 'GET', payload?: Record<string, unknown>) {
  return consoleCall(harness, await signIn(harness), { method, url: `/admin/api${path}`, ...(payload === undefined ? {} : { payload }) });
}

describe('players', () => {
  it('finds players by id, name or username (case-insensitive, wildcards literal)', async () => {
    await newPlayerSession(harness, { id: 101, firstName: 'Anna', username: 'farmer_anna' });
    await newPlayerSession(harness, { id: 102, firstName: 'Bob' });
    await newPlayerSession(harness, { id: 103, firstName: '100% Carl' });
    const ids = async (query: string) =>
      playerSearchSchema.parse((await console_(`/players?q=${encodeURIComponent(query)}`)).json()).players.map((row) => row.telegramId);
    expect(await ids('102')).toEqual([102]);
    expect(await ids('anna')).toEqual([101]);
    expect(await ids('@FARMER_')).toEqual([101]);
    expect(await ids('%')).toEqual([103]);
    expect(await ids('nobody')).toEqual([]);
    expect((await ids('')).sort()).toEqual([101, 102, 103]);
  });

  it("shows a player's row, ledger and recent actions with the refusals' reasons; 404 for nobody", async () => {
    const session = await newPlayerSession(harness, { id: 101 });
    await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' });
    await act(harness, session, 'producer-buy', { producerId: 'field', season: 'main' });
    await harness.database.db
      .insert(tokenLedger)
      .values({ userId: 101, pool: 'main', amount: 5, reason: 'test', createdAt: harness.clock.now() });
    const detail = playerDetailSchema.parse((await console_('/players/101')).json());
    expect(detail.player).toMatchObject({ telegramId: 101, bannedAt: null });
    expect(detail.ledger.map((row) => row.amount)).toContain(5);
    expect(detail.actions.map((row) => [row.action, row.statusCode, row.reason]).sort()).toEqual([
      ['producer-buy', 409, 'NOT_ENOUGH_RESOURCES'],
      ['producer-start', 200, null],
    ]);
    expect((await console_('/players/999')).statusCode).toBe(404);
    expect((await console_('/players/abc')).statusCode).toBe(400);
  });
});

describe('bans', () => {
  it('refuses a banned player everywhere with 403 BANNED and changes nothing; unbanned, the player plays on', async () => {
    const session = await newPlayerSession(harness, { id: 101 });
    const [before] = await harness.database.db.select().from(users).where(eq(users.telegramId, 101));
    expect((await console_('/players/101/ban', 'POST', { reason: 'bots' })).statusCode).toBe(204);
    harness.clock.advance(120_000);

    const refusals = [
      await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }),
      await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' }, newKey()),
      await harness.call(session, { method: 'GET', url: '/backend/transactions/get-limited-products' }),
      await harness.call(session, { method: 'POST', url: '/backend/hub/graphql/', payload: { query: '{ BoostList { _id } }' } }),
      await harness.app.inject({
        method: 'POST',
        url: '/backend/auth/telegram',
        payload: harness.launchData({ id: 101 }),
        headers: { 'content-type': 'text/plain' },
      }),
      await harness.call(session, { method: 'POST', url: '/backend/hub/ad-view-start', payload: { card: 'spin' } }),
    ];
    for (const response of refusals.slice(0, 3).concat(refusals.slice(4))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ reason: 'BANNED', message: 'This account is suspended.' });
    }
    expect(refusals[3]?.body).toContain('BANNED');
    const [after] = await harness.database.db.select().from(users).where(eq(users.telegramId, 101));
    expect(after?.state).toEqual(before?.state);
    expect(after?.banReason).toBe('bots');
    expect(await harness.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, 101))).toEqual([]);
    expect(await harness.database.db.select().from(adViews).where(eq(adViews.userId, 101))).toEqual([]);

    expect((await console_('/players/101/unban', 'POST', { reason: 'appeal accepted' })).statusCode).toBe(204);
    expect((await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' })).statusCode).toBe(200);
    expect((await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' })).statusCode).toBe(200);

    const audit = auditSchema.parse((await console_('/audit')).json());
    expect(audit.entries.filter((entry) => entry.action !== 'sign-in').map((entry) => [entry.action, entry.target, entry.detail])).toEqual([
      ['unban', '101', { reason: 'appeal accepted' }],
      ['ban', '101', { reason: 'bots' }],
    ]);
  });

  it('refuses a ban without a reason or of nobody, changing nothing', async () => {
    await newPlayerSession(harness, { id: 101 });
    expect((await console_('/players/101/ban', 'POST', { reason: '  ' })).statusCode).toBe(400);
    expect((await console_('/players/999/ban', 'POST', { reason: 'x' })).statusCode).toBe(404);
    const [row] = await harness.database.db.select().from(users).where(eq(users.telegramId, 101));
    expect(row?.bannedAt).toBeNull();
    const audit = auditSchema.parse((await console_('/audit')).json());
    expect(audit.entries.filter((entry) => entry.action !== 'sign-in')).toEqual([]);
  });
});
