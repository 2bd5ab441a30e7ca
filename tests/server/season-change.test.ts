import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '#server/admin/commands';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const DAY = 86_400_000;

describe('a new season on the same day', () => {
  const run = (...args: string[]) => runAdminCommand(harness.database.db, args, harness.clock.now());
  const reason = async (response: ReturnType<typeof act>) => (await response).json<{ reason?: string }>().reason;

  it('repeats no once-only quest and no daily limit; the next day the daily ones come back', async () => {
    let player = await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2, startParam: 'r_1' });
    expect((await act(harness, player, 'checkin')).statusCode).toBe(200);
    expect((await act(harness, player, 'quest-take', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, player, 'quest-claim', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, player, 'ad-card-claim', { card: 'water' })).statusCode).toBe(200);
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
    expect(await reason(act(harness, player, 'ad-card-claim', { card: 'water' }))).toBe('COOLDOWN');
    expect(await tokens()).toBe(before);

    harness.clock.advance(DAY);
    player = await harness.login({ id: 1 });
    expect((await act(harness, player, 'checkin')).statusCode).toBe(200);
    expect((await act(harness, player, 'ad-card-claim', { card: 'water' })).statusCode).toBe(200);
    expect(await reason(act(harness, player, 'quest-take', { questId: 'invite-1' }))).toBe('QUEST_TAKEN');
  });
});
