import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();

async function referrerOf(id: number): Promise<number | null | undefined> {
  const [row] = await harness.database.db.select({ referrerId: users.referrerId }).from(users).where(eq(users.telegramId, id));
  return row?.referrerId;
}

describe('referrals', () => {
  it('count only when the referrer existed before the friend first logged in', async () => {
    // A joins with B's link before B ever played; then B joins with A's link.
    const a = await newPlayerSession(harness, { id: 1, startParam: 'r_2' });
    harness.clock.advance(1000);
    const b = await newPlayerSession(harness, { id: 2, startParam: 'r_1' });
    expect(await referrerOf(1)).toBeNull();
    expect(await referrerOf(2)).toBe(1);
    // B invited nobody: invite-1 stays out of reach.
    expect((await act(harness, b, 'quest-take', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, b, 'quest-claim', { questId: 'invite-1' })).json()).toMatchObject({ reason: 'QUEST_NOT_MET' });
    // A did invite B.
    expect((await act(harness, a, 'quest-take', { questId: 'invite-1' })).statusCode).toBe(200);
    expect((await act(harness, a, 'quest-claim', { questId: 'invite-1' })).statusCode).toBe(200);
  });
});
