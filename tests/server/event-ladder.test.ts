/**
 * The event: its scheduled end on the season endpoint (the countdown), its reward ladder claimed
 * exactly once per step through the engine, and its own leaderboard of event tokens.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_LADDER } from '#domain/event-ladder';
import { leaderboardSchema } from '#protocol/leaderboard';
import { seasonDataSchema } from '#protocol/season';
import { tokenLedger } from '#server/db/schema';
import { scheduleChange } from '#server/services/season-schedule';
import { startSeason } from '#server/services/seasons';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();

/** Starts event 1 and puts the player in it with `tokens` event tokens earned. */
async function inEvent(id: number, tokens: number): Promise<string> {
  const session = await newPlayerSession(harness, { id });
  await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
  await editState(harness.database, id, (state) => ({ ...state, resourcesEvent: [0, 0, 0, tokens] }));
  return session;
}

async function startEvent(): Promise<void> {
  const started = await startSeason(harness.database.db, 'event', undefined, harness.clock.now());
  if (!started.ok) throw new Error(started.message);
}

describe('the event countdown', () => {
  it('sends the end the operator scheduled, and none while none is', async () => {
    await startEvent();
    const session = await newPlayerSession(harness, { id: 1 });
    const read = async () =>
      seasonDataSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/season/get-data' })).json());
    expect((await read()).event?.endsAt).toBeNull();
    const at = harness.clock.now() + 3 * 86_400_000;
    await scheduleChange(harness.database.db, { kind: 'event', change: 'end', at, operatorId: 1 }, harness.clock.now());
    await scheduleChange(harness.database.db, { kind: 'event', change: 'end', at: at + 1000, operatorId: 1 }, harness.clock.now());
    expect((await read()).event?.endsAt).toBe(new Date(at).toISOString());
  });
});

describe('the event ladder', () => {
  it('pays a reached step once, into the main season, and refuses it again', async () => {
    await startEvent();
    const top = EVENT_LADDER.length - 1;
    const session = await inEvent(1, EVENT_LADDER[top]?.points ?? 0);
    const before = await storedState(harness.database, 1);
    const claimed = await act(harness, session, 'event-ladder-claim', { step: top });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const after = await storedState(harness.database, 1);
    expect(after.resources[3] - before.resources[3]).toBe(2000);
    expect(after.eventLadder).toEqual({ season: 'event-1', claimed: [top] });
    const again = await act(harness, session, 'event-ladder-claim', { step: top });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'LADDER_CLAIMED' });
    const credits = await harness.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, 1), eq(tokenLedger.reason, 'event-ladder-claim')));
    expect(credits.map((row) => row.amount)).toEqual([2000]);
  });

  it('credits a step once under concurrent claims with different keys, and replays one key', async () => {
    await startEvent();
    const session = await inEvent(1, EVENT_LADDER[0]?.points ?? 0);
    const spins = (await storedState(harness.database, 1)).spin;
    const answers = await Promise.all(Array.from({ length: 8 }, () => act(harness, session, 'event-ladder-claim', { step: 0 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect((await storedState(harness.database, 1)).spin).toBe(spins + 1);
    const key = newKey();
    await editState(harness.database, 1, (state) => ({ ...state, resourcesEvent: [0, 0, 0, EVENT_LADDER[1]?.points ?? 0] }));
    const first = await act(harness, session, 'event-ladder-claim', { step: 1 }, key);
    const replay = await act(harness, session, 'event-ladder-claim', { step: 1 }, key);
    expect(first.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });

  it('refuses a step not reached, an unknown one, and any step outside an event, changing nothing', async () => {
    const outside = await newPlayerSession(harness, { id: 2 });
    expect((await act(harness, outside, 'event-ladder-claim', { step: 0 })).json()).toMatchObject({ reason: 'NO_EVENT_SEASON' });
    await startEvent();
    const session = await inEvent(1, (EVENT_LADDER[0]?.points ?? 1) - 1);
    const before = await storedState(harness.database, 1);
    const early = await act(harness, session, 'event-ladder-claim', { step: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'LADDER_NOT_REACHED' });
    const unknown = await act(harness, session, 'event-ladder-claim', { step: EVENT_LADDER.length });
    expect(unknown.statusCode).toBe(422);
    expect((await act(harness, session, 'event-ladder-claim', { step: -1 })).statusCode).toBe(400);
    const after = await storedState(harness.database, 1);
    expect(after.spin).toBe(before.spin);
    expect(after.eventLadder).toBeUndefined();
  });
});

describe('the event leaderboard', () => {
  it('ranks the players of the running event by event tokens, ties sharing a rank, with the caller’s own rank', async () => {
    // A player stored outside the event (not seen since it started) is not on its board.
    const outsider = await newPlayerSession(harness, { id: 9 });
    await editState(harness.database, 9, (state) => ({ ...state, resourcesEvent: [0, 0, 0, 999] }));
    await startEvent();
    const sessions = [];
    for (const [id, tokens] of [
      [1, 50],
      [2, 300],
      [3, 50],
      [4, 0],
    ] as const)
      sessions.push(await inEvent(id, tokens));
    const read = async (session: string) =>
      leaderboardSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/leaderboard/event' })).json());
    const board = await read(sessions[0] ?? '');
    expect(board.seasonNumber).toBe(1);
    expect(board.top.map((entry) => [entry.rank, entry.tokens])).toEqual([
      [1, 300],
      [2, 50],
      [2, 50],
    ]);
    expect(board.me).toMatchObject({ rank: 2, tokens: 50 });
    expect((await read(sessions[3] ?? '')).me).toMatchObject({ rank: 4, tokens: 0 });
    expect((await read(outsider)).top).toHaveLength(3);
  });

  it('is empty with no event running', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const board = leaderboardSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/leaderboard/event' })).json());
    expect(board).toMatchObject({ seasonNumber: null, top: [] });
  });
});
