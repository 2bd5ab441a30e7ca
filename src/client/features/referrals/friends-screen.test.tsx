import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { offlineTestData, serverDouble } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import type { Friends } from '../../data/index.ts';
import { shareInvite } from '../../platform/index.ts';
import { FriendsScreen } from './friends-screen.tsx';
import { inviteLink } from './invite-link.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../platform/telegram/index.ts', () => ({ shareInvite: vi.fn(), canShareStory: () => false, shareFarmStory: vi.fn() }));

/** The wire routes of the friends list and of collecting the share of their earnings. */
const FRIENDS = 'GET /backend/hub/friends';
const COLLECT = 'POST /backend/hub/friends/share';

// The friends list is only the server's: the client reads it from a server double at the network boundary.
const server = serverDouble();
const { client, db, seed } = offlineTestData('friends-screen-test', server);

beforeEach(() => {
  server.calls.length = 0;
  server.answer(FRIENDS, { friends: [], total: 0, shareReady: 0, serverNow: Date.now() });
});

/** How many times the screen asked the server `route`. */
function asked(route: typeof FRIENDS | typeof COLLECT): number {
  return server.calls.filter((call) => call === route).length;
}

describe('FriendsScreen', () => {
  it('shows the invite link, the friends counted and both rewards; shares and copies the link', async () => {
    const now = Date.now();
    await seed(newPlayer(CATALOG_V1, now, true), { user: { user_id: 424242, email: '424242@telegram' } });
    await db.lists.put({
      name: 'quests',
      value: { quests: [], total: 9, available: 9, friendsInvited: 3, limit: 100, offset: 0, serverNow: now },
      fetchedAt: now,
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await renderInShell(<FriendsScreen />, { data: client });
    const link = 'https://t.me/HarvestHubBot/play?startapp=r_424242';
    await waitFor(() => {
      expect(screen.getByTestId('invite-link').textContent).toBe(link);
      // The farm comes from the game store at once, the quest list from Dexie a moment later.
      expect(screen.getByTestId('friends-count').textContent).toBe('3');
    });
    expect(screen.getByText('friends joined')).toBeTruthy();
    expect(screen.getByText('+1K')).toBeTruthy();
    expect(screen.getByText('+3K')).toBeTruthy();

    fireEvent.click(screen.getByTestId('share-invite'));
    // The message the bot prepares, with the link and its text where Telegram cannot share one.
    expect(shareInvite).toHaveBeenCalledWith(expect.any(Function), link, 'Grow a farm with me in Harvest Hub! 🌱');
    expect(screen.queryByTestId('share-story')).toBeNull();
    fireEvent.click(screen.getByTestId('copy-invite'));
    await waitFor(() => {
      expect(screen.getByTestId('copy-invite').textContent).toBe('Copied!');
    });
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('says "1 friend", in the plural form of the player’s language', async () => {
    const now = Date.now();
    await seed(newPlayer(CATALOG_V1, now, false), { user: { user_id: 5, email: '5@telegram' } });
    const list = (friendsInvited: number) => ({
      name: 'quests' as const,
      value: { quests: [], total: 9, available: 9, friendsInvited, limit: 100, offset: 0, serverNow: now },
      fetchedAt: now,
    });
    await db.lists.put(list(1));
    const { unmount } = await renderInShell(<FriendsScreen />, { data: client });
    await waitFor(() => {
      expect(screen.getByText('friend joined')).toBeTruthy();
    });
    unmount();
    await db.lists.put(list(3));
    await renderInShell(<FriendsScreen />, { locale: 'ru', data: client });
    await waitFor(() => {
      expect(screen.getByText('друга пришли')).toBeTruthy();
    });
  });
});

describe('the referral text', () => {
  it('reads 3000 for a premium player and 1000 otherwise', async () => {
    const now = Date.now();
    await seed({ ...newPlayer(CATALOG_V1, now, true), premium: true });
    const premium = await renderInShell(<FriendsScreen />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('referral-reward').textContent).toContain('+3K');
    });
    premium.unmount();
    await seed({ ...newPlayer(CATALOG_V1, now, false), premium: false });
    await renderInShell(<FriendsScreen />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('referral-reward').textContent).toContain('+1K');
    });
  });
});

describe('inviteLink', () => {
  it('names the bot, the app and the referrer', () => {
    expect(inviteLink(17, 'FarmBot', 'game')).toBe('https://t.me/FarmBot/game?startapp=r_17');
  });
});

describe('the friends list', () => {
  const list: Friends = {
    friends: [
      {
        _id: 'g2',
        name: 'Bo Peep',
        photoUrl: 'https://t.me/i/userpic/320/bo.svg',
        joinedAt: Date.UTC(2026, 10, 20, 12),
        earned: 3000,
        seasonTokens: 12_500,
        shareReady: 40,
      },
      { _id: 'g3', name: '@cy', photoUrl: null, joinedAt: Date.UTC(2026, 10, 2, 12), earned: 1000, seasonTokens: 0, shareReady: 0 },
    ],
    total: 102,
    shareReady: 40,
    serverNow: Date.now(),
  };

  it('shows each friend with avatar, name, joined date and what they earned the player, and how many more', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false), { user: { user_id: 7, email: '7@telegram' } });
    server.answer(FRIENDS, list);
    await renderInShell(<FriendsScreen />, { data: client });
    const rows = await within(screen.getByTestId('friends-list')).findAllByTestId('friend');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Bo Peep');
    expect(rows[0]?.textContent).toContain('Joined Nov 20, 2026');
    expect(within(rows[0] as HTMLElement).getByTestId('friend-earned').textContent).toContain('+3K');
    expect(rows[0]?.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(rows[1]?.textContent).toContain('@cy');
    expect(rows[1]?.textContent).toContain('C');
    expect(within(rows[1] as HTMLElement).getByTestId('friend-earned').textContent).toContain('+1K');
    expect(screen.getByText('and 100 more')).toBeTruthy();
  });

  it("shows each friend's progress, and collects the share of their earnings, then reads the list again", async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false), { user: { user_id: 7, email: '7@telegram' } });
    server.answer(FRIENDS, list);
    server.answer(COLLECT, { collected: 40, serverNow: Date.now() });
    await renderInShell(<FriendsScreen />, { data: client });
    const [bo] = await within(screen.getByTestId('friends-list')).findAllByTestId('friend-progress');
    expect(bo?.textContent).toBe('12.5K tokens earned this season');
    expect(screen.getByTestId('friend-share').textContent).toContain('You get 5% of what each friend earns, up to 500 tokens');
    const readsBefore = asked(FRIENDS);
    fireEvent.click(screen.getByTestId('collect-share'));
    // Collected once, then the list is read again.
    await waitFor(() => {
      expect(asked(FRIENDS)).toBeGreaterThan(readsBefore);
    });
    expect(asked(COLLECT)).toBe(1);
    expect(screen.getByTestId('collect-share').textContent).toBe('Collect 40 tokens');
  });

  it('says when nobody joined yet, and shows a failure with a retry (in the player’s language)', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false), { user: { user_id: 7, email: '7@telegram' } });
    const { unmount } = await renderInShell(<FriendsScreen />, { data: client });
    expect(await screen.findByText('Nobody has joined through your link yet.')).toBeTruthy();
    unmount();
    server.answer(FRIENDS, { reason: 'UNAVAILABLE' }, 503);
    await renderInShell(<FriendsScreen />, { locale: 'ru', data: client });
    const retry = await within(screen.getByTestId('friends-list')).findByRole('button', { name: 'Повторить' });
    const readsBefore = asked(FRIENDS);
    fireEvent.click(retry);
    await waitFor(() => {
      expect(asked(FRIENDS)).toBe(readsBefore + 1);
    });
  });
});
