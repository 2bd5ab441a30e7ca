/**
 * The audit log misses nothing and keeps everything: the command line's changes (as operator 0
 * with the OS user, or as a named operator of ADMIN_IDS, anyone else refused), what the scheduler
 * carries out, refused sign-ins; and its rows can be neither changed nor removed.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '#server/admin/commands';
import { issueSignInPath } from '#server/console/links';
import { auditLog, catalogVersions, seasons } from '#server/db/schema';
import { runDueChanges, scheduleChange } from '#server/services/season-schedule';
import { CONSOLE_BOT, OPERATOR } from './helpers/console.ts';
import { useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const CLI = { adminIds: [OPERATOR], osUser: 'ops' };

async function entries() {
  const rows = await harness.database.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => ({ operatorId: row.operatorId, action: row.action, target: row.target, detail: row.detail }));
}

describe('the command line in the audit log', () => {
  const run = (...args: string[]) => runAdminCommand(harness.database.db, args, harness.clock.now(), CLI);

  it('refuses an --operator who is not in ADMIN_IDS, changing nothing and recording nothing', async () => {
    const versions = await harness.database.db.select().from(catalogVersions);
    const refused = await run('catalog', 'rollback', '1', '--operator', '999');
    expect(refused).toEqual({ code: 1, lines: ['Refused: 999 is not an operator (ADMIN_IDS).'] });
    expect(await run('event', 'start', '--operator', '999')).toMatchObject({ code: 1 });
    expect(await harness.database.db.select().from(catalogVersions)).toEqual(versions);
    expect(
      await harness.database.db
        .select()
        .from(seasons)
        .where(sql`kind = 'event'`),
    ).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('records every change: as the command line with the OS user, or as the operator it names', async () => {
    expect((await run('event', 'start', '--name', 'Pumpkin Days')).code).toBe(0);
    expect((await run('event', 'end')).code).toBe(0);
    expect((await run('catalog', 'rollback', '1', '--operator', String(OPERATOR))).code).toBe(0);
    expect((await run('keys', 'prune')).code).toBe(0);
    // Reading changes nothing and records nothing; a refused change records nothing either.
    expect((await run('event', 'list')).code).toBe(0);
    expect((await run('event', 'end')).code).toBe(1);
    const cli = (command: string, result: unknown) => ({ via: 'cli', osUser: 'ops', command, result });
    const containing = (text: string): unknown => expect.stringContaining(text);
    expect(await entries()).toEqual([
      {
        operatorId: 0,
        action: 'event-start',
        target: null,
        detail: cli('event start --name Pumpkin Days', containing('Started')),
      },
      { operatorId: 0, action: 'event-end', target: null, detail: cli('event end', containing('Ended')) },
      {
        operatorId: OPERATOR,
        action: 'catalog-rollback',
        target: null,
        detail: cli(`catalog rollback 1 --operator ${OPERATOR}`, 'Published version 2: it is the active catalog now.'),
      },
      { operatorId: 0, action: 'keys-prune', target: null, detail: cli('keys prune', containing('Forgot 0')) },
    ]);
  });
});

describe('the scheduler in the audit log', () => {
  it('records each change it carries out in the name of the operator who scheduled it, with the outcome', async () => {
    const db = harness.database.db;
    const now = harness.clock.now();
    const start = await scheduleChange(
      db,
      { kind: 'event', change: 'start', name: 'Harvest Moon', at: now + 1000, operatorId: OPERATOR },
      now,
    );
    const end = await scheduleChange(db, { kind: 'main', change: 'start', at: now + 2000, operatorId: 778 }, now);
    harness.clock.advance(5000);
    expect(await runDueChanges(db, harness.clock.now())).toHaveLength(2);
    const [event] = await db
      .select()
      .from(seasons)
      .where(sql`kind = 'event'`);
    expect(await entries()).toEqual([
      {
        operatorId: OPERATOR,
        action: 'event-start',
        target: String(event?.id),
        detail: { via: 'scheduler', schedule: start.id, outcome: 'done' },
      },
      {
        operatorId: 778,
        action: 'main-start',
        target: null,
        detail: { via: 'scheduler', schedule: end.id, outcome: expect.stringContaining('still running') as unknown },
      },
    ]);
  });
});

describe('refused sign-ins in the audit log', () => {
  useConfig(harness, { bot: CONSOLE_BOT });

  it('records an unknown or spent link (operator 0) and a link of someone no longer an operator, never the token', async () => {
    const path = await issueSignInPath(harness.database.db, OPERATOR, harness.clock.now());
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(303);
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: '/admin/sign-in?token=guess' })).statusCode).toBe(401);
    const stranger = await issueSignInPath(harness.database.db, 4321, harness.clock.now());
    expect((await harness.app.inject({ method: 'GET', url: stranger })).statusCode).toBe(403);
    const refused = (operatorId: number, reason: string) => ({
      operatorId,
      action: 'sign-in-refused',
      target: null,
      detail: { reason, ip: '127.0.0.1' },
    });
    const all = await entries();
    expect(all).toEqual([
      { operatorId: OPERATOR, action: 'sign-in', target: null, detail: null },
      refused(0, 'link used, expired or unknown'),
      refused(0, 'link used, expired or unknown'),
      refused(4321, 'not an operator'),
    ]);
    expect(JSON.stringify(all)).not.toContain(path.split('token=')[1]);
  });
});

describe('the audit log itself', () => {
  it('refuses to change or remove a row', async () => {
    const db = harness.database.db;
    await runAdminCommand(db, ['event', 'start'], harness.clock.now(), CLI);
    for (const statement of [sql`update audit_log set operator_id = 1`, sql`delete from audit_log`]) {
      const refusal = await db.execute(statement).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(String((refusal as Error | undefined)?.cause)).toMatch(/audit_log is append-only/);
    }
    expect(await entries()).toMatchObject([{ operatorId: 0, action: 'event-start' }]);
  });
});
