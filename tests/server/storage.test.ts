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
  it('stores no key for an action that changes nothing', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    for (let index = 0; index < 20; index++) expect((await act(harness, session, 'water-toggle', { on: false })).statusCode).toBe(200);
    expect(await keyCount()).toBe(0);
    // An action that changes something keeps its key, so its retry replays.
    const key = newKey();
    expect((await act(harness, session, 'producer-start', SPROUTER, key)).statusCode).toBe(200);
    expect(await keyCount()).toBe(1);
    const replay = await act(harness, session, 'producer-start', SPROUTER, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
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
