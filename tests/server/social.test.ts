/** Names, avatars and ranks on the leaderboard, and the friends list (GET /backend/hub/friends). */
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendsSchema } from '#protocol/friends';
import { leaderboardSchema } from '#protocol/leaderboard';
import { users } from '#server/db/schema';
import { newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState } from './helpers/state.ts';

const harness = useHarness();
const AVATAR = 'https://t.me/i/userpic/320/abcDEF123.svg';

async function storedPhoto(id: number): Promise<string | null | undefined> {
  const [row] = await harness.database.db.select({ photoUrl: users.photoUrl }).from(users).where(eq(users.telegramId, id));
  return row?.photoUrl;
}

async function board(session: string) {
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/leaderboard' });
  expect(response.statusCode, response.body).toBe(200);
  return leaderboardSchema.parse(response.json());
}

async function friendsOf(session: string) {
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/friends' });
  expect(response.statusCode, response.body).toBe(200);
  return friendsSchema.parse(response.json());
}

describe('the avatar stored at login', () => {
  it("keeps Telegram's https addresses and stores anything else as null", async () => {
    const cases: [string, string | null][] = [
      [AVATAR, AVATAR],
      ['https://cdn4.telegram-cdn.org/file/a.jpg', 'https://cdn4.telegram-cdn.org/file/a.jpg'],
      ['https://web.telegram.org/a.png', 'https://web.telegram.org/a.png'],
      ['http://t.me/i/userpic/320/a.svg', null],
      ['https://evil.example/t.me/a.svg', null],
      ['https://t.me.evil.example/a.svg', null],
      ['https://eviltelegram.org/a.svg', null],
      ['https://telegram.org.evil.example/a.svg', null],
      ['https://user:pass@t.me/a.svg', null],
      ['https://t.me:8443/a.svg', null],
      ['javascript:alert(1)', null],
      ['data:image/svg+xml,<svg/>', null],
      [`https://t.me/${'a'.repeat(600)}.svg`, null],
      ['not a url', null],
    ];
    for (const [index, [photoUrl, stored]] of cases.entries()) {
      await newPlayerSession(harness, { id: 100 + index, photoUrl });
      expect(await storedPhoto(100 + index), photoUrl).toBe(stored);
    }
    await newPlayerSession(harness, { id: 99 });
    expect(await storedPhoto(99)).toBeNull();
  });

  it('follows the launch data: a new photo replaces the old, a bad one clears it', async () => {
    await newPlayerSession(harness, { id: 1, photoUrl: AVATAR });
    const next = 'https://t.me/i/userpic/320/next.svg';
    harness.clock.advance(120_000);
    await newPlayerSession(harness, { id: 1, photoUrl: next });
    expect(await storedPhoto(1)).toBe(next);
    harness.clock.advance(120_000);
    await newPlayerSession(harness, { id: 1, photoUrl: 'https://example.com/me.png' });
    expect(await storedPhoto(1)).toBeNull();
  });
});

describe('GET /backend/hub/leaderboard: names, avatars, ties and the caller', () => {
  it('names each player by their Telegram name, else @username, with the avatar; ties share a rank (1, 1, 3) and the caller agrees', async () => {
    const players = [
      { id: 1, firstName: 'Ada', lastName: 'Lovelace', photoUrl: AVATAR, tokens: 500 },
      // Nothing displayable in the first name (only bidi and control characters): the username stands in.
      { id: 2, firstName: '\u202E\u0007', username: 'bob_farm', tokens: 500 },
      { id: 3, firstName: '\u202E', tokens: 90 },
      { id: 4, firstName: 'Dan', photoUrl: 'https://example.com/dan.png', tokens: 90 },
      { id: 5, firstName: 'Eve', tokens: 10 },
    ];
    const sessions = new Map<number, string>();
    for (const { tokens, ...user } of players) {
      sessions.set(user.id, await newPlayerSession(harness, user));
      await editState(harness.database, user.id, (state) => ({ ...state, tokensEarned: tokens }));
    }
    const seen = await board(sessions.get(4) ?? '');
    expect(seen.top.map((entry) => [entry.rank, entry.name, entry.photoUrl, entry.tokens])).toEqual([
      [1, 'Ada Lovelace', AVATAR, 500],
      [1, '@bob_farm', null, 500],
      [3, null, null, 90],
      [3, 'Dan', null, 90],
      [5, 'Eve', null, 10],
    ]);
    // The caller's own row: the same entry as in the list, found by its game id.
    expect(seen.me).toEqual(seen.top[3]);
    expect(JSON.stringify(seen)).not.toMatch(/"(telegramId|referrerId)"/);
    // Every player's own rank agrees with their row.
    for (const [id, session] of sessions) {
      const view = await board(session);
      const row = view.top.find((entry) => entry._id === view.me._id);
      expect(row, String(id)).toEqual(view.me);
    }
  });

  it('ranks a caller outside the top by the players ahead of them, with their name and avatar', async () => {
    const me = await newPlayerSession(harness, { id: 1, firstName: 'Me', photoUrl: AVATAR });
    await editState(harness.database, 1, (state) => ({ ...state, tokensEarned: 5 }));
    // 101 players ahead: the caller is not in the top 100.
    const ahead = Array.from({ length: 101 }, (_, index) => index + 2);
    for (const id of ahead) await newPlayerSession(harness, { id });
    await harness.database.db.update(users).set({ seasonTokens: 50 }).where(ne(users.telegramId, 1));
    const view = await board(me);
    expect(view.top).toHaveLength(100);
    expect(view.top.some((entry) => entry._id === view.me._id)).toBe(false);
    expect(view.me).toMatchObject({ rank: 102, name: 'Me', photoUrl: AVATAR, tokens: 5 });
  });
});

describe('GET /backend/hub/friends', () => {
  it('refuses a request without a session (401)', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/backend/hub/friends' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'SESSION_MISSING' });
  });

  it('answers 401 USER_NOT_FOUND for a session whose player never opened the game, like every read of the hub', async () => {
    const session = await harness.login({ id: 77 });
    const response = await harness.call(session, { method: 'GET', url: '/backend/hub/friends' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'USER_NOT_FOUND' });
  });

  it('lists the friends who joined through the link, newest first, with what each earned the player', async () => {
    const a = await newPlayerSession(harness, { id: 1, firstName: 'Ann' });
    harness.clock.advance(1000);
    await newPlayerSession(harness, { id: 2, firstName: 'Bo', photoUrl: AVATAR, startParam: 'r_1' });
    const bJoined = harness.clock.now();
    harness.clock.advance(60_000);
    await newPlayerSession(harness, { id: 3, firstName: '\u2066', username: 'cy', premium: true, startParam: 'r_1' });
    const cJoined = harness.clock.now();
    harness.clock.advance(1000);
    // Self-referral and someone else's friend do not count.
    await newPlayerSession(harness, { id: 4, startParam: 'r_4' });
    await newPlayerSession(harness, { id: 5, startParam: 'r_2' });

    const list = await friendsOf(a);
    expect(list.total).toBe(2);
    expect(list.friends.map(({ _id, ...friend }) => friend)).toEqual([
      { name: '@cy', photoUrl: null, joinedAt: cJoined, earned: 3000, seasonTokens: 0, shareReady: 0 },
      // Bo's progress this season: the 1000 tokens Bo earned by inviting player 5.
      { name: 'Bo', photoUrl: AVATAR, joinedAt: bJoined, earned: 1000, seasonTokens: 1000, shareReady: 0 },
    ]);
    const [bRow] = await harness.database.db.select({ gameId: users.gameId }).from(users).where(eq(users.telegramId, 2));
    expect(list.friends[1]?._id).toBe(bRow?.gameId);
    expect(JSON.stringify(list)).not.toMatch(/telegramId|referrerId/);
  });

  it("never shows another player's friends", async () => {
    await newPlayerSession(harness, { id: 1 });
    const b = await newPlayerSession(harness, { id: 2 });
    await newPlayerSession(harness, { id: 3, startParam: 'r_1' });
    // The user-data header naming another player is refused, and no query names one.
    const other = await harness.call(b, {
      method: 'GET',
      url: '/backend/hub/friends',
      headers: { 'user-data': JSON.stringify({ id: 1 }) },
    });
    expect(other.statusCode).toBe(403);
    const withQuery = await harness.call(b, { method: 'GET', url: '/backend/hub/friends?userId=1&telegramId=1' });
    expect(friendsSchema.parse(withQuery.json())).toMatchObject({ friends: [], total: 0 });
    expect(await friendsOf(b)).toMatchObject({ friends: [], total: 0 });
  });

  it('answers the newest 100 with the total count', async () => {
    const a = await newPlayerSession(harness, { id: 1 });
    for (let id = 2; id <= 103; id++) {
      harness.clock.advance(1000);
      await newPlayerSession(harness, { id, firstName: `F${id}`, startParam: 'r_1' });
    }
    const list = await friendsOf(a);
    expect(list.total).toBe(102);
    expect(list.friends).toHaveLength(100);
    expect(list.friends[0]?.name).toBe('F103');
    expect(list.friends[99]?.name).toBe('F4');
    expect(list.friends.every((friend) => friend.earned === 1000)).toBe(true);
  });
});

describe('names others read on the lists', () => {
  it('reach the leaderboard and the friends list without hidden, piled-up or oversized characters; a blank one falls back', async () => {
    const inviter = await newPlayerSession(harness, { id: 1, firstName: 'Ann' });
    const friends = [
      { id: 2, firstName: 'B\u200Bo\u2060b\uFEFF', lastName: 'Lee\u00AD\u180E' },
      { id: 3, firstName: '\u3164\u115F\u1160\uFFA0', username: 'hangul_blank' },
      { id: 4, firstName: `Z${'\u0336'.repeat(120)}oe` },
      { id: 5, firstName: '\uFDFD'.repeat(64) },
      { id: 6, firstName: 'Cy\u{E0041}\u{E0042} 👨‍👩‍👧' },
      { id: 7, firstName: '\u200D\u3164' },
    ];
    for (const friend of friends) {
      harness.clock.advance(1000);
      await newPlayerSession(harness, { ...friend, startParam: 'r_1' });
    }
    // A name stored before the rule: read through it too.
    await harness.database.db.update(users).set({ name: 'Old\u200B\u202E name' }).where(eq(users.telegramId, 1));
    const expected = new Map<number, string | null>([
      [1, 'Old name'],
      [2, 'Bob Lee'],
      [3, '@hangul_blank'],
      [4, 'Z\u0336\u0336oe'],
      [5, '\uFDFD'.repeat(6)],
      [6, 'Cy 👨‍👩‍👧'],
      [7, null],
    ]);
    const top = (await board(inviter)).top.map((entry) => entry.name);
    expect([...top].sort()).toEqual([...expected.values()].sort());
    const listed = (await friendsOf(inviter)).friends.map((friend) => friend.name);
    expect(listed).toEqual([7, 6, 5, 4, 3, 2].map((id) => expected.get(id)));
    const stored = await harness.database.db.select({ id: users.telegramId, name: users.name }).from(users).where(ne(users.telegramId, 1));
    expect(stored.every((row) => row.name === (expected.get(row.id)?.replace(/^@.*/, '') ?? ''))).toBe(true);
  });
});
