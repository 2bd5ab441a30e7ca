import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '../../app/testing.tsx';
import type { Leaderboard, LeaderboardEntry } from '../../data/index.ts';
import { offlineTestData, serverDouble } from '../../data/testing.ts';
import { LeaderboardScreen } from './leaderboard-screen.tsx';

/** The wire route of the season's leaderboard. */
const BOARD = 'GET /backend/hub/leaderboard';

// The leaderboard is only the server's: the client reads it from a server double at the network boundary.
const server = serverDouble();
const { client } = offlineTestData('leaderboard-screen-test', server);

const PHOTO = 'https://t.me/i/userpic/320/ada.svg';
const me: LeaderboardEntry = { rank: 3, _id: 'me', name: 'Mia Green', photoUrl: null, tokens: 300 };
const board: Leaderboard = {
  seasonNumber: 2,
  top: [
    { rank: 1, _id: 'a', name: 'Ada', photoUrl: PHOTO, tokens: 5400 },
    { rank: 1, _id: 'b', name: '@bob_farm', photoUrl: null, tokens: 5400 },
    me,
    { rank: 4, _id: 'd', name: null, photoUrl: null, tokens: 90 },
  ],
  me,
  serverNow: Date.now(),
};

beforeEach(() => {
  server.calls.length = 0;
  server.answer(BOARD, board);
});

describe('LeaderboardScreen', () => {
  it('gives medals by rank (every player sharing rank 1 gets gold), plain ranks after', async () => {
    await renderInShell(<LeaderboardScreen />, { data: client });
    expect(within(await screen.findByTestId('row-1')).getByRole('img', { name: 'Place 1' })).toBeTruthy();
    expect(within(screen.getByTestId('row-2')).getByRole('img', { name: 'Place 1' })).toBeTruthy();
    expect(within(screen.getByTestId('row-3')).getByRole('img', { name: 'Place 3' })).toBeTruthy();
    expect(within(screen.getByTestId('row-4')).queryByRole('img', { name: /Place/ })).toBeNull();
    expect(screen.getByTestId('row-4').textContent).toContain('4');
    expect(screen.getByTestId('row-1').textContent).toContain('5.4K');
    expect(screen.getByText('Season 2: tokens earned')).toBeTruthy();
  });

  it('names players, shows avatars (initials when there is no photo or it fails) and marks the own row "You"', async () => {
    await renderInShell(<LeaderboardScreen />, { data: client });
    const ada = await screen.findByTestId('row-1');
    const photo = ada.querySelector('img');
    expect(photo?.getAttribute('src')).toBe(PHOTO);
    expect(photo?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(photo?.getAttribute('loading')).toBe('lazy');
    fireEvent.error(photo as HTMLImageElement);
    expect(ada.querySelector('img')).toBeNull();
    expect(ada.textContent).toContain('A');
    expect(screen.getByTestId('row-2').textContent).toContain('@bob_farm');
    expect(screen.getByTestId('row-2').textContent).toContain('B');
    expect(screen.getByTestId('row-4').textContent).toContain('Farmer');
    expect(screen.getByTestId('row-3').textContent).toContain('MGMia Green');
    expect(within(screen.getByTestId('row-3')).getByText('You')).toBeTruthy();
    expect(within(screen.getByTestId('row-1')).queryByText('You')).toBeNull();
  });

  it('pins the own row, marked "You", when it is outside the top', async () => {
    const far = { ...me, rank: 150, tokens: 2 };
    server.answer(BOARD, { ...board, top: board.top.filter((entry) => entry._id !== 'me'), me: far });
    await renderInShell(<LeaderboardScreen />, { locale: 'ru', data: client });
    const pinned = await screen.findByTestId('my-rank');
    expect(pinned.textContent).toContain('150');
    expect(pinned.textContent).toContain('Mia Green');
    expect(within(pinned).getByText('Вы')).toBeTruthy();
    expect(within(screen.getByTestId('leaderboard-list')).queryByText('Вы')).toBeNull();
  });

  it('shows a translated failure with a retry', async () => {
    // The server's database is down: the player reads the catalogue's "unavailable", in Russian.
    server.answer(BOARD, { message: 'database connection lost' }, 503);
    await renderInShell(<LeaderboardScreen />, { locale: 'ru', data: client });
    expect(await screen.findByText('Сервис временно недоступен. Попробуйте позже.')).toBeTruthy();
    // The retry asks again, and shows the board the server now has.
    server.answer(BOARD, board);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('row-1')).toBeTruthy();
    await waitFor(() => {
      expect(server.calls.filter((call) => call === BOARD)).toHaveLength(2);
    });
  });
});
