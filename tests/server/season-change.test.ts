import { describe, expect, it } from 'vitest';
import { AD_MIN_VIEW_MS } from '#domain/ad-cards';
import { AD_VIEW_START_PATH, adViewStartResponseSchema } from '#protocol/ad-views';
import { runAdminCommand } from '#server/admin/commands';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const DAY = 86_400_000;

describe('a new season on the same day', () => {
  const run = (...args: string[]) => runAdminCommand(harness.database.db, args, harness.clock.now(), { adminIds: [], osUser: 'ops' });
  const watchedAd = async (session: string) => {
    const started = await harness.call(session, { method: 'POST', url: AD_VIEW_START_PATH, payload: { card: 'water' } });
    harness.clock.advance(AD_MIN_VIEW_MS);
    return { card: 'water', adView: adViewStartResponseSchema.parse(started.json()).adView };
  };
  const reason = async (response: ReturnType<typeof act>) => (await response).json<{ reason?: string }>().reason;

  it('repeats no once-only quest and no daily limit; the next day the daily ones come back', async () => {
    let player = await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2, startParam: 'r_1' });
    expect((await act(harness, player, 'checkin')).statusCode).toBe(200);
    expect((await act(harness, player, 'quest-take', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, player, 'quest-claim', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, player, 'ad-card-claim', await watchedAd(player))).statusCode).toBe(200);
    const tokens = async () =>
      (await harness.call(player, { method: 'GET', url: '/backend/hub/game-user' })).json<{ gameUser: { resources: number[] } }>().gameUser
        .resources[3];
    const before = await tokens();

    expect((await run('season', 'end')).code).toBe(0);
    harness.clock.advance(60_000);
    expect((await run('season', 'start')).code).toBe(0);
    // The player's first contact moves the state onto the new season.
    expect(await reason(act(harness, player, 'checkin'))).toBe('SEASON_CHANGED');
    expect(await tokens()).toBe(before);

    expect(await reason(act(harness, player, 'checkin'))).toBe('ALREADY_CHECKED_IN');
    expect(await reason(act(harness, player, 'quest-take', { questId: 'invite-1' }))).toBe('QUEST_TAKEN');
    expect(await reason(act(harness, player, 'quest-claim', { questId: 'invite-1' }))).toBe('QUEST_TAKEN');
    expect(await reason(act(harness, player, 'ad-card-claim', await watchedAd(player)))).toBe('COOLDOWN');
    expect(await tokens()).toBe(before);

    harness.clock.advance(DAY);
    player = await harness.login({ id: 1 });
    expect((await act(harness, player, 'checkin')).statusCode).toBe(200);
    expect((await act(harness, player, 'ad-card-claim', await watchedAd(player))).statusCode).toBe(200);
    expect(await reason(act(harness, player, 'quest-take', { questId: 'invite-1' }))).toBe('QUEST_TAKEN');
  });
});
