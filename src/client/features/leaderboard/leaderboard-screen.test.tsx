import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderInShell } from '../../app/testing.tsx';
import { useLeaderboard, type Leaderboard, type LeaderboardState } from '../../data/index.ts';
import { LeaderboardScreen } from './leaderboard-screen.tsx';

vi.mock('../../data/hooks/leaderboard.ts', () => ({ useLeaderboard: vi.fn() }));
vi.mock('../../data/hooks/game.ts', () => ({ useGameUser: () => ({ confirmed: { _id: 'me' } }) }));

const board: Leaderboard = {
  seasonNumber: 2,
  top: [
    { rank: 1, _id: 'a', name: 'Ada', photoUrl: null, tokens: 5400 },
    { rank: 2, _id: 'me', name: 'Me', photoUrl: null, tokens: 300 },
    { rank: 3, _id: 'c', name: 'Cleo', photoUrl: null, tokens: 120 },
    { rank: 4, _id: 'd', name: 'Dan', photoUrl: null, tokens: 90 },
  ],
  me: { rank: 2, _id: 'me', name: 'Me', photoUrl: null, tokens: 300 },
  serverNow: 0,
};

function state(partial: Partial<LeaderboardState>): LeaderboardState {
  return { board: undefined, error: undefined, loading: false, refresh: vi.fn(), ...partial };
}

afterEach(() => {
  cleanup();
});

describe('LeaderboardScreen', () => {
  it('shows medals for the first three, plain ranks after, and the player’s own rank', async () => {
    vi.mocked(useLeaderboard).mockReturnValue(state({ board }));
    await renderInShell(<LeaderboardScreen />);
    expect(within(screen.getByTestId('rank-1')).getByRole('img', { name: 'Place 1' })).toBeTruthy();
    expect(within(screen.getByTestId('rank-2')).getByRole('img', { name: 'Place 2' })).toBeTruthy();
    expect(within(screen.getByTestId('rank-3')).getByRole('img', { name: 'Place 3' })).toBeTruthy();
    expect(within(screen.getByTestId('rank-4')).queryByRole('img', { name: /Place/ })).toBeNull();
    expect(screen.getByTestId('rank-1').textContent).toContain('5.4K');
    expect(screen.getByTestId('my-rank').textContent).toContain('#2');
    expect(screen.getByText('Season 2: tokens earned')).toBeTruthy();
  });

  it('shows a translated failure with a retry', async () => {
    const refresh = vi.fn();
    vi.mocked(useLeaderboard).mockReturnValue(state({ error: { reason: undefined, message: 'Request timed out' }, refresh }));
    await renderInShell(<LeaderboardScreen />, { locale: 'ru' });
    expect(screen.getByText('Время ожидания запроса истекло')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refresh).toHaveBeenCalled();
  });
});
