import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInShell } from '../../app/testing.tsx';
import { WalletScreen } from './wallet-screen.tsx';

vi.mock('../../data/hooks/game.ts', () => ({
  useGameUser: () => ({ confirmed: { withdrawable_tokens: 12_345, vested_tokens: 678 } }),
  usePendingActions: () => [{ key: 'k' }],
}));

afterEach(() => {
  cleanup();
});

describe('WalletScreen', () => {
  it('shows the withdrawable and vested tokens in the player’s number format', async () => {
    await renderInShell(<WalletScreen />, { locale: 'es' });
    expect(screen.getByTestId('withdrawable-tokens').textContent).toBe('12,34K');
    expect(screen.getByTestId('vested-tokens').textContent).toBe('678');
    expect(screen.getByText('Guardando tus últimos movimientos…')).toBeTruthy();
  });
});
