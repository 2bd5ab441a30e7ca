import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CATALOG_V1 } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { renderInShell } from '../../app/testing.tsx';
import { offlineTestData } from '../../data/testing.ts';
import type { TonWalletControl } from '../../platform/index.ts';
import { WalletScreen } from './wallet-screen.tsx';

const ADDRESS = 'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz';

const fake = vi.hoisted(() => ({
  linkWallet: vi.fn((_address: string | null) => Promise.resolve(true)),
  /** The fake TON wallet's state, as TON Connect would report it. */
  wallet: { restored: true, address: null as string | null },
  rerender: undefined as (() => void) | undefined,
  /** TON Connect fails to start (its chunk offline, a browser it does not run in). */
  broken: false,
}));

// The screen's data client, through the provider; what it sends to the server is recorded.
const { client, db, seed, reload } = offlineTestData('wallet-screen-test');
vi.spyOn(client, 'linkWallet').mockImplementation((address) => fake.linkWallet(address));

// A fake TON wallet behind TON Connect's boundary: the screen sees the same control it would get.
vi.mock('../../platform/ton-connect/index.ts', async () => {
  const { useState } = await import('react');
  function TonConnect({ children }: { children: (wallet: TonWalletControl) => ReactNode }) {
    const [, setTick] = useState(0);
    if (fake.broken) throw new Error('TON Connect did not start');
    fake.rerender = () => {
      setTick((tick) => tick + 1);
    };
    return children({
      ...fake.wallet,
      connect: () => {
        fake.wallet.address = ADDRESS;
        fake.rerender?.();
      },
      disconnect: () => {
        fake.wallet.address = null;
        fake.rerender?.();
        return Promise.resolve();
      },
    });
  }
  return { TonConnect };
});

/**
 * The player's confirmed balances and linked wallet (`linked`) in Dexie, with one action still in
 * the outbox (the screen says it is saving the last moves).
 */
async function seedWallet(linked: string | null): Promise<void> {
  const now = Date.now();
  await seed(newPlayer(CATALOG_V1, now, false), { user: { withdrawable_tokens: 12_345, vested_tokens: 678, wallet: linked } });
  await db.outbox.clear();
  await db.outbox.add({ key: 'k', seasonType: 'main', action: { type: 'spin' }, at: now, attempts: 0, malformed: 0, nextAttemptAt: 0 });
  await reload();
}

beforeEach(async () => {
  fake.linkWallet.mockClear();
  fake.wallet = { restored: true, address: null };
  fake.broken = false;
  await seedWallet(null);
});

afterEach(() => {
  cleanup();
});

describe('WalletScreen', () => {
  it('shows the withdrawable and vested tokens in the player’s number format', async () => {
    await renderInShell(<WalletScreen />, { locale: 'es', data: client });
    expect(screen.getByTestId('withdrawable-tokens').textContent).toBe('12,34K');
    expect(screen.getByTestId('vested-tokens').textContent).toBe('678');
    expect(screen.getByText('Guardando tus últimos movimientos…')).toBeTruthy();
  });

  it('draws the game token (not the TON logo) and says what each balance means and when it can go out', async () => {
    await renderInShell(<WalletScreen />, { data: client });
    const tokenIcon = screen.getByTestId('withdrawable-tokens-icon').innerHTML;
    expect(tokenIcon).toContain('#f0a30a');
    expect(screen.getByTestId('vested-tokens-icon').innerHTML).toBe(tokenIcon);
    expect(screen.getByTestId('withdrawable-tokens-hint').textContent).toMatch(/hold right now.*take out to your TON wallet/);
    expect(screen.getByTestId('vested-tokens-hint').textContent).toMatch(/earned this season.*leaderboard.*nothing extra to take out/);
  });

  it('keeps the balances on screen when TON Connect fails, and says the wallets cannot be reached', async () => {
    fake.broken = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInShell(<WalletScreen />, { data: client });
    expect(await screen.findByTestId('wallet-unavailable')).toBeTruthy();
    expect(screen.getByTestId('withdrawable-tokens')).toBeTruthy();
    quiet.mockRestore();
  });

  it('links the wallet the player connects and unlinks it on disconnect', async () => {
    await renderInShell(<WalletScreen />, { data: client });
    expect(fake.linkWallet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('connect-wallet'));
    expect(screen.getByTestId('wallet-address').textContent).toBe('Connected: UQDt…p9dz');
    expect(fake.linkWallet).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByText('Saving…')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('disconnect-wallet'));
      await Promise.resolve();
    });
    expect(fake.linkWallet).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('connect-wallet')).toBeTruthy();
  });

  it('does not send a wallet the server already has', async () => {
    await seedWallet(ADDRESS);
    fake.wallet = { restored: true, address: ADDRESS };
    await renderInShell(<WalletScreen />, { locale: 'ru', data: client });
    expect(screen.getByTestId('disconnect-wallet')).toBeTruthy();
    expect(fake.linkWallet).not.toHaveBeenCalled();
  });
});

describe('WalletScreen with a wallet linked on another device', () => {
  it('says which wallet the account has while none is connected here, and links none by itself', async () => {
    await seedWallet(ADDRESS);
    await renderInShell(<WalletScreen />, { data: client });
    expect(screen.getByTestId('linked-wallet').textContent).toBe(
      'Linked to your account now: UQDt…p9dz. Connecting another wallet replaces it.',
    );
    expect(screen.getByTestId('connect-wallet')).toBeTruthy();
    expect(fake.linkWallet).not.toHaveBeenCalled();
  });
});
