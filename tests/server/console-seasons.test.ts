/**
 * The console's seasons and events: start and end as the command line does (the same services),
 * scheduled starts and ends carried out once when due, cancelling, and the audit log.
 */
import { describe, expect, it } from 'vitest';
import { auditSchema, seasonsSchema } from '#protocol/console';
import { runAdminCommand } from '#server/admin/commands';
import { runDueChanges } from '#server/services/season-schedule';
import { CONSOLE_BOT, consoleCall, signIn } from './helpers/console.ts';
import { useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
useConfig(harness, { bot: CONSOLE_BOT });

async function call(path: string, method: 'GET' | 'POST' = 'GET', payload?: Record<string, unknown>) {
  return consoleCall(harness, await signIn(harness), { method, url: `/admin/api${path}`, ...(payload === undefined ? {} : { payload }) });
}

async function seasons() {
  return seasonsSchema.parse((await call('/seasons')).json());
}

describe('seasons and events', () => {
  it('ends and starts seasons and events as `npm run admin` does, refusing what the command refuses', async () => {
    expect((await call('/seasons/main/start', 'POST', {})).statusCode).toBe(409);
    expect((await call('/seasons/main/end', 'POST', {})).statusCode).toBe(200);
    const started = await call('/seasons/main/start', 'POST', { name: 'Harvest moon' });
    expect(started.json()).toMatchObject({ kind: 'main', number: 2, name: 'Harvest moon', endedAt: null });
    expect((await call('/seasons/event/start', 'POST', {})).json()).toMatchObject({ kind: 'event', number: 1, name: 'Event 1' });
    expect((await call('/seasons/winter/start', 'POST', {})).statusCode).toBe(400);
    // The command line sees the same seasons, through the same services.
    const listed = await runAdminCommand(harness.database.db, ['season', 'list'], harness.clock.now(), { adminIds: [], osUser: 'ops' });
    expect(listed.lines[0]).toContain('main #2 "Harvest moon"');
    expect((await seasons()).seasons.map((row) => [row.kind, row.number, row.endedAt === null])).toEqual([
      ['event', 1, true],
      ['main', 2, true],
      ['main', 1, false],
    ]);
    const audit = auditSchema.parse((await call('/audit')).json());
    expect(audit.entries.filter((entry) => entry.action !== 'sign-in').map((entry) => entry.action)).toEqual([
      'event-start',
      'main-start',
      'main-end',
    ]);
  });

  it('carries out a scheduled end and start once when due; a cancelled one never', async () => {
    const now = harness.clock.now();
    expect((await call('/schedule', 'POST', { kind: 'main', change: 'end', at: now + 60_000 })).statusCode).toBe(200);
    expect((await call('/schedule', 'POST', { kind: 'main', change: 'start', name: 'Spring', at: now + 60_000 })).statusCode).toBe(200);
    const event = (await call('/schedule', 'POST', { kind: 'event', change: 'start', at: now + 120_000 })).json<{ id: number }>();
    expect((await call('/schedule', 'POST', { kind: 'main', change: 'end', at: now })).statusCode).toBe(400);
    expect((await call(`/schedule/${event.id}/cancel`, 'POST', {})).statusCode).toBe(204);
    expect((await call(`/schedule/${event.id}/cancel`, 'POST', {})).statusCode).toBe(404);

    expect(await runDueChanges(harness.database.db, now + 59_999)).toEqual([]);
    harness.clock.advance(200_000);
    const done = await runDueChanges(harness.database.db, harness.clock.now());
    expect(done.map((entry) => [entry.change, entry.outcome])).toEqual([
      ['end', 'done'],
      ['start', 'done'],
    ]);
    expect(await runDueChanges(harness.database.db, harness.clock.now())).toEqual([]);
    const after = await seasons();
    expect(after.seasons.filter((row) => row.endedAt === null).map((row) => [row.kind, row.name])).toEqual([['main', 'Spring']]);
    expect(after.scheduled.map((entry) => entry.outcome).sort()).toEqual(['cancelled', 'done', 'done']);
  });
});
