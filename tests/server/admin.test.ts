import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '#server/admin/commands';
import { idempotencyKeys } from '#server/db/schema';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
describe('npm run admin', () => {
  const run = (...args: string[]) => runAdminCommand(harness.database.db, args, harness.clock.now(), { adminIds: [777], osUser: 'ops' });

  it('ends and starts seasons, and the season endpoint follows', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const season = () => harness.call(session, { method: 'GET', url: '/backend/hub/season/get-data' });
    expect((await season()).json()).toMatchObject({
      seasonName: 'Season 1',
      seasonNumber: 1,
      startDate: new Date(harness.clock.now()).toISOString(),
      event: null,
    });

    const refused = await run('season', 'start');
    expect(refused.code).toBe(1);
    expect(refused.lines.join()).toContain('still running');

    const ended = await run('season', 'end');
    expect(ended.code).toBe(0);
    const between = await season();
    expect(between.statusCode).toBe(404);
    expect(between.json()).toEqual({ message: 'No active season found.', reason: 'NO_ACTIVE_SEASON' });
    expect((await run('season', 'end')).code).toBe(1);

    harness.clock.advance(3_600_000);
    const started = await run('season', 'start', '--name', 'Golden Wheat');
    expect(started.code).toBe(0);
    expect(started.lines[0]).toContain('#2 "Golden Wheat"');
    expect((await season()).json()).toMatchObject({ seasonName: 'Golden Wheat', seasonNumber: 2 });
    const list = await run('season', 'list');
    expect(list.lines).toHaveLength(2);
  });

  it('starts and ends events beside the season', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    expect((await run('event', 'start', '--name', 'Pumpkin Days')).code).toBe(0);
    const data = await harness.call(session, { method: 'GET', url: '/backend/hub/season/get-data' });
    expect(data.json()).toMatchObject({ seasonNumber: 1, event: { eventName: 'Pumpkin Days', eventNumber: 1 } });
    expect((await run('event', 'end')).code).toBe(0);
    expect((await run('event', 'list')).lines[0]).toContain('ended');
  });

  it('lists players, newest first, with paging', async () => {
    await newPlayerSession(harness, { id: 1, firstName: 'Ann' });
    harness.clock.advance(1000);
    await newPlayerSession(harness, { id: 2, firstName: 'Bob', premium: true, startParam: 'r_1' });
    const all = await run('users', 'list');
    expect(all.code).toBe(0);
    expect(all.lines[0]).toBe('2 players (showing 2 from 0)');
    expect(all.lines[1]).toMatch(/^2\tBob\tpremium\t.*referrer 1/);
    expect(all.lines[2]).toMatch(/^1\tAnn\t-\ttokens 3000/);
    const paged = await run('users', 'list', '--limit', '1', '--offset', '1');
    expect(paged.lines.slice(1)).toHaveLength(1);
    expect(paged.lines[1]).toMatch(/^1\t/);
  });

  it('forgets idempotency keys older than the given days', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    expect((await act(harness, session, 'checkin')).statusCode).toBe(200);
    harness.clock.advance(10 * 86_400_000);
    const later = await harness.login({ id: 1 });
    expect((await act(harness, later, 'checkin')).statusCode).toBe(200);
    const pruned = await run('keys', 'prune', '--days', '7');
    expect(pruned.lines[0]).toBe('Forgot 1 idempotency keys older than 7 days.');
    expect(await harness.database.db.select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('answers usage for an unknown command', async () => {
    const result = await run('seasons', 'delete');
    expect(result.code).toBe(2);
    expect(result.lines.join()).toContain('Usage');
    expect((await run('users', 'list', '--limit', 'many')).code).toBe(2);
  });
});
