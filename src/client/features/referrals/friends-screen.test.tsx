import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { useFriends, type Friends, type FriendsState } from '../../data/index.ts';
import { shareUrl } from '../../platform/index.ts';
import { FriendsScreen } from './friends-screen.tsx';
import { inviteLink } from './invite-link.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../platform/telegram/index.ts', () => ({ shareUrl: vi.fn() }));
vi.mock('../../data/hooks/friends.ts', () => ({ useFriends: vi.fn() }));

function friendsState(partial: Partial<FriendsState>): FriendsState {
  return { friends: undefined, error: undefined, loading: false, refresh: vi.fn(), ...partial };
}

beforeEach(() => {
  vi.mocked(useFriends).mockReturnValue(friendsState({ friends: { friends: [], total: 0, serverNow: 0 } }));
});

const { db, seed } = offlineTestData('friends-screen-test');

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

    await renderInShell(<FriendsScreen />);
    const link = 'https://t.me/HarvestHubBot/play?startapp=r_424242';
    await waitFor(() => {
      expect(screen.getByTestId('invite-link').textContent).toBe(link);
    });
    expect(screen.getByTestId('friends-count').textContent).toBe('3');
    expect(screen.getByText('friends joined')).toBeTruthy();
    expect(screen.getByText('+1K')).toBeTruthy();
    expect(screen.getByText('+3K')).toBeTruthy();

    fireEvent.click(screen.getByTestId('share-invite'));
    expect(shareUrl).toHaveBeenCalledWith(link, 'Grow a farm with me in Harvest Hub! 🌱');
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
    const { unmount } = await renderInShell(<FriendsScreen />);
    await waitFor(() => {
      expect(screen.getByText('friend joined')).toBeTruthy();
    });
    unmount();
    await db.lists.put(list(3));
    await renderInShell(<FriendsScreen />, { locale: 'ru' });
    await waitFor(() => {
      expect(screen.getByText('друга пришли')).toBeTruthy();
    });
  });
});

describe('the referral text', () => {
  it('reads 3000 for a premium player and 1000 otherwise', async () => {
    const now = Date.now();
    await seed({ ...newPlayer(CATALOG_V1, now, true), premium: true });
    const premium = await renderInShell(<FriendsScreen />);
    await waitFor(() => {
      expect(screen.getByTestId('referral-reward').textContent).toContain('+3K');
    });
    premium.unmount();
    await seed({ ...newPlayer(CATALOG_V1, now, false), premium: false });
    await renderInShell(<FriendsScreen />);
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
      { _id: 'g2', name: 'Bo Peep', photoUrl: 'https://t.me/i/userpic/320/bo.svg', joinedAt: Date.UTC(2026, 10, 20, 12), earned: 3000 },
      { _id: 'g3', name: '@cy', photoUrl: null, joinedAt: Date.UTC(2026, 10, 2, 12), earned: 1000 },
    ],
    total: 102,
    serverNow: 0,
  };

  it('shows each friend with avatar, name, joined date and what they earned the player, and how many more', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false), { user: { user_id: 7, email: '7@telegram' } });
    vi.mocked(useFriends).mockReturnValue(friendsState({ friends: list }));
    await renderInShell(<FriendsScreen />);
    const rows = within(screen.getByTestId('friends-list')).getAllByTestId('friend');
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

  it('says when nobody joined yet, and shows a failure with a retry (in the player’s language)', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false), { user: { user_id: 7, email: '7@telegram' } });
    const { unmount } = await renderInShell(<FriendsScreen />);
    expect(screen.getByText('Nobody has joined through your link yet.')).toBeTruthy();
    unmount();
    const refresh = vi.fn();
    vi.mocked(useFriends).mockReturnValue(friendsState({ error: { reason: undefined, message: 'Network request failed' }, refresh }));
    await renderInShell(<FriendsScreen />, { locale: 'ru' });
    fireEvent.click(within(screen.getByTestId('friends-list')).getByRole('button', { name: 'Повторить' }));
    expect(refresh).toHaveBeenCalled();
  });
});
