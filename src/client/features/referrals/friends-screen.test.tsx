import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { openTelegramLink } from '../../platform/index.ts';
import { FriendsScreen } from './friends-screen.tsx';
import { inviteLink, shareLink } from './invite-link.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../platform/telegram/index.ts', () => ({ openTelegramLink: vi.fn() }));

const { db, seed } = offlineTestData('friends-screen-test');

describe('FriendsScreen', () => {
  it('shows the invite link, the friends counted and both rewards; shares and copies the link', async () => {
    const now = Date.now();
    await seed(newPlayer(now, true), { user: { user_id: 424242, email: '424242@telegram' } });
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
      expect(screen.getByTestId<HTMLInputElement>('invite-link').value).toBe(link);
    });
    expect(screen.getByTestId('friends-count').textContent).toBe('3');
    expect(screen.getByText('friends joined')).toBeTruthy();
    expect(screen.getByText('+1K')).toBeTruthy();
    expect(screen.getByText('+3K')).toBeTruthy();

    fireEvent.click(screen.getByTestId('share-invite'));
    expect(openTelegramLink).toHaveBeenCalledWith(shareLink(link, 'Grow a farm with me in Harvest Hub! 🌱'));
    fireEvent.click(screen.getByTestId('copy-invite'));
    await waitFor(() => {
      expect(screen.getByTestId('copy-invite').textContent).toBe('Copied!');
    });
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('says "1 friend", in the plural form of the player’s language', async () => {
    const now = Date.now();
    await seed(newPlayer(now, false), { user: { user_id: 5, email: '5@telegram' } });
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
    await seed({ ...newPlayer(now, true), premium: true });
    const premium = await renderInShell(<FriendsScreen />);
    await waitFor(() => {
      expect(screen.getByTestId('referral-reward').textContent).toContain('+3K');
    });
    premium.unmount();
    await seed({ ...newPlayer(now, false), premium: false });
    await renderInShell(<FriendsScreen />);
    await waitFor(() => {
      expect(screen.getByTestId('referral-reward').textContent).toContain('+1K');
    });
  });
});

describe('inviteLink', () => {
  it('names the bot, the app and the referrer', () => {
    expect(inviteLink(17, 'FarmBot', 'game')).toBe('https://t.me/FarmBot/game?startapp=r_17');
    expect(shareLink('https://t.me/a/b?startapp=r_1', 'Hi & welcome')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fa%2Fb%3Fstartapp%3Dr_1&text=Hi%20%26%20welcome',
    );
  });
});
