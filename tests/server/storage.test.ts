import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { botStarts, clientErrors, idempotencyKeys } from '#server/db/schema';
import { IDEMPOTENCY_KEY_TTL_MS, REPORT_TTL_MS } from '#server/services/maintenance';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const SPROUTER = { producerId: 'sprouter', season: 'main' };

async function keyCount(): Promise<number> {
  const [row] = await harness.database.db.select({ n: count() }).from(idempotencyKeys);
  return row?.n ?? 0;
}

describe('storage stays bounded', () => {
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

  it('forgets idempotency keys after 24 h, and old reports, in a background pass', async () => {
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
    harness.clock.advance(120_000);
    // No call to the pass: the app runs it on its own timer.
    await harness.rebuild({ maintenanceIntervalMs: 50 });
    await vi.waitFor(
      async () => {
        expect((await harness.database.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual([fresh]);
        expect((await harness.database.db.select().from(clientErrors)).map((row) => row.message)).toEqual(['new']);
        expect(await harness.database.db.select().from(botStarts).where(eq(botStarts.telegramId, 77))).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
