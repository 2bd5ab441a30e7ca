import { count, eq, lt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { answerBases, botStarts, botUpdates, clientErrors, idempotencyKeys, operatorSessions, users } from '#server/db/schema';
import { deleteInBatches } from '#server/services/batched-delete';
import { IDEMPOTENCY_KEY_TTL_MS, REPORT_TTL_MS, runMaintenance } from '#server/services/maintenance';
import { BASE_REUSE_MS } from '#server/services/stored-answers';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const SPROUTER = { producerId: 'sprouter', season: 'main' };

async function keyCount(): Promise<number> {
  const [row] = await harness.database.db.select({ n: count() }).from(idempotencyKeys);
  return row?.n ?? 0;
}

/** One number a query answers as `n`. */
async function number(query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await harness.database.db.execute(query);
  return Number((result as { rows: { n: unknown }[] }).rows[0]?.n);
}

async function baseCount(): Promise<number> {
  const [row] = await harness.database.db.select({ n: count() }).from(answerBases);
  return row?.n ?? 0;
}

interface Sent {
  name: string;
  body: unknown;
  key: string;
  answer: LightMyRequestResponse;
}

describe('storage stays bounded', () => {
  it('keeps a no-op key in under 200 bytes, and replays every answer byte for byte', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const sent: Sent[] = [];
    const send = async (name: string, body: unknown) => {
      const key = newKey();
      sent.push({ name, body, key, answer: await act(harness, session, name, body, key) });
      harness.clock.advance(100);
    };
    const NO_OPS = 40;
    for (let index = 0; index < NO_OPS; index++) await send('water-toggle', { on: false });
    expect(sent.every(({ answer }) => answer.statusCode === 200 && answer.body.length > 1500)).toBe(true);
    // The whole row as stored (key, action, hash, status, answer, base, time), and the bases it shares.
    const rowBytes = await number(sql`select avg(pg_column_size(k.*))::float8 as n from idempotency_keys k`);
    expect(rowBytes).toBeLessThan(200);
    expect(await number(sql`select max(octet_length(response))::integer as n from idempotency_keys`)).toBeLessThanOrEqual(64);
    const baseBytes = await number(sql`select sum(pg_column_size(b.*))::float8 as n from answer_bases b`);
    expect(rowBytes + baseBytes / NO_OPS).toBeLessThan(200);

    // Moves that change the farm, a refusal, a spin's draw, a base grown old, more no-ops.
    await send('producer-start', SPROUTER);
    await send('spin', {});
    await send('checkin', {});
    await send('checkin', {});
    harness.clock.advance(BASE_REUSE_MS);
    await send('producer-collect', SPROUTER);
    for (let index = 0; index < 5; index++) await send('water-toggle', { on: false });
    expect(sent.map(({ answer }) => answer.statusCode)).toEqual([
      ...Array.from({ length: NO_OPS + 3 }, () => 200),
      409,
      200,
      200,
      200,
      200,
      200,
      200,
    ]);
    expect(await baseCount()).toBeLessThanOrEqual(4);

    // Every request again, after all of them: the first answer, byte for byte, and nothing applied.
    const farm = async () =>
      (await harness.database.db.select({ state: users.state }).from(users).where(eq(users.telegramId, 1)))[0]?.state;
    const before = await farm();
    for (const { name, body, key, answer } of sent) {
      const again = await act(harness, session, name, body, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.statusCode).toBe(answer.statusCode);
      expect(again.body).toBe(answer.body);
    }
    expect(await keyCount()).toBe(sent.length);
    expect(await farm()).toEqual(before);
  });

  it('keeps the answer base a key was stored against until the key is forgotten', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    expect((await act(harness, session, 'water-toggle', { on: false })).statusCode).toBe(200);
    expect(await baseCount()).toBe(1);
    harness.clock.advance(BASE_REUSE_MS - 60_000);
    const key = newKey();
    const late = await act(harness, session, 'water-toggle', { on: false }, key);
    // Stored against the first base, which is about an hour older than the key.
    expect(await baseCount()).toBe(1);
    const [stored] = await harness.database.db
      .select({ base: idempotencyKeys.base })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored?.base).not.toBeNull();

    harness.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    await runMaintenance(harness.database.db, harness.clock.now());
    // The first key is forgotten; the base it was made with stays while the late key lives.
    expect(await keyCount()).toBe(1);
    // A day later the session has expired: the player signs in again.
    const again = await act(harness, await harness.login({ id: 1 }), 'water-toggle', { on: false }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(late.body);

    harness.clock.advance(180_000);
    await runMaintenance(harness.database.db, harness.clock.now());
    expect(await keyCount()).toBe(0);
    expect(await baseCount()).toBe(0);
  });

  it('keeps the key of an action that changes nothing, so a late copy replays instead of applying again', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const noOp = newKey();
    expect((await act(harness, session, 'water-toggle', { on: false }, noOp)).statusCode).toBe(200);
    expect((await act(harness, session, 'producer-start', SPROUTER)).statusCode).toBe(200);
    expect(await keyCount()).toBe(2);
    // The network delivers the first request again after the later move: the stored answer, nothing applied.
    const late = await act(harness, session, 'water-toggle', { on: false }, noOp);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(await keyCount()).toBe(2);
  });

  it('forgets idempotency keys and bot updates after 24 h, old reports and expired operator sessions, in a background pass', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const key = newKey();
    expect((await act(harness, session, 'producer-start', SPROUTER, key)).statusCode).toBe(200);
    harness.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    const fresh = newKey();
    expect((await act(harness, session, 'checkin', {}, fresh)).statusCode).toBe(200);
    const now = harness.clock.now();
    await harness.database.db.insert(clientErrors).values([
      { address: '127.0.0.1', message: 'old', createdAt: now - REPORT_TTL_MS - 1 },
      { address: '127.0.0.1', message: 'new', createdAt: now },
    ]);
    await harness.database.db.insert(botStarts).values({ telegramId: 77, payload: 'r_1', createdAt: now - REPORT_TTL_MS - 1 });
    await harness.database.db.insert(botUpdates).values([
      { updateId: 1, receivedAt: now - IDEMPOTENCY_KEY_TTL_MS },
      { updateId: 2, receivedAt: now },
    ]);
    const operator = { operatorId: 777, createdAt: now - 1000 };
    await harness.database.db.insert(operatorSessions).values([
      { ...operator, tokenHash: 'expired', expiresAt: now + 60_000 },
      { ...operator, tokenHash: 'live', expiresAt: now + 3_600_000 },
    ]);
    harness.clock.advance(120_000);
    // No call to the pass: the app runs it on its own timer.
    await harness.rebuild({ maintenanceIntervalMs: 50 });
    await vi.waitFor(
      async () => {
        expect((await harness.database.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual([fresh]);
        expect((await harness.database.db.select().from(clientErrors)).map((row) => row.message)).toEqual(['new']);
        expect(await harness.database.db.select().from(botStarts).where(eq(botStarts.telegramId, 77))).toEqual([]);
        expect((await harness.database.db.select().from(botUpdates)).map((row) => row.updateId)).toEqual([2]);
        expect((await harness.database.db.select().from(operatorSessions)).map((row) => row.tokenHash)).toEqual(['live']);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('prunes in batches: every old row goes, however many batches it takes, and no new one', async () => {
    const now = harness.clock.now();
    const row = (key: string, createdAt: number) => ({
      userId: 5,
      key,
      action: 'checkin',
      requestHash: new Uint8Array(32),
      statusCode: 200,
      response: new TextEncoder().encode('{}'),
      createdAt,
    });
    const old = Array.from({ length: 7 }, (_, index) => row(`old-${index}`, now - IDEMPOTENCY_KEY_TTL_MS - index - 1));
    await harness.database.db.insert(idempotencyKeys).values([...old, row('new', now)]);
    const removed = await deleteInBatches(
      harness.database.db,
      idempotencyKeys,
      lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_KEY_TTL_MS),
      3,
    );
    expect(removed).toBe(7);
    expect((await harness.database.db.select().from(idempotencyKeys)).map((stored) => stored.key)).toEqual(['new']);
  });
});
