import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_V1 } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { spinTable } from '#domain/spin';
import { serverResult } from '../../data/index.ts';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { SpinScreen } from './spin-screen.tsx';
import { landingRotation } from './wheel-geometry.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../data/hooks/action-result.ts', () => ({ serverResult: vi.fn() }));

const { db, seed } = offlineTestData('spin-screen-test');

beforeEach(() => {
  vi.mocked(feedback).mockClear();
  vi.mocked(serverResult).mockReset();
});

describe('SpinScreen', () => {
  it('spends a spin at once and lands on the slot the server drew, not the local guess', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    const granted = [{ type: 'boost' as const, boost: 'user' as const, amount: 1 }];
    // The server's answer is held back until the spin has shown as spent.
    let answer!: (result: Awaited<ReturnType<typeof serverResult>>) => void;
    vi.mocked(serverResult).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderInShell(<SpinScreen />);
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('1');
    });
    fireEvent.click(screen.getByTestId('spin-button'));
    // The spin shows as spent (from the preview, or from the stored row when a re-read of the row
    // replaced the preview's base first); the wheel turns once the outbox holds it.
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('0');
    });
    await waitFor(() => {
      expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe(String(360 * 5));
    });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.action)).toEqual([{ type: 'spin' }]);
    expect(serverResult).toHaveBeenCalledWith(outbox[0]?.key, { type: 'spin' }, 'main');
    answer({
      ok: true,
      result: { type: 'spin', season: 'main', granted, spent: [0, 0, 0, 0], slot: 4, card: null, cycles: 0, tokensCredited: 0 },
    });
    // The open turn (5 turns) then the landing on slot 4, three more turns on.
    await waitFor(() => {
      expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe(String(landingRotation(360 * 5, 4, 3)));
    });
    const prize = await screen.findByTestId('spin-prize');
    expect(within(prize).getByRole('img', { name: '1 × User boost' })).toBeTruthy();
    expect(feedback).toHaveBeenCalledWith('spin');
    expect(feedback).toHaveBeenCalledWith('reward');
  });

  it('offline: says the spin turns when the connection returns, then lands on the prize when the answer comes', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let answer!: (result: Awaited<ReturnType<typeof serverResult>>) => void;
    vi.mocked(serverResult)
      .mockResolvedValueOnce({ ok: false, reason: 'PENDING' })
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    try {
      await renderInShell(<SpinScreen />);
      await waitFor(() => {
        expect(screen.getByTestId('spins-held').textContent).toBe('1');
      });
      fireEvent.click(screen.getByTestId('spin-button'));
      expect((await screen.findByTestId('spin-queued')).textContent).toBe(
        'Your spin is saved: the wheel turns when the connection returns.',
      );
      // The wheel does not pretend to spin while nobody draws.
      expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe('0');
      expect(screen.getByTestId('spin-button').textContent).toBe('Waiting for the connection…');
      await waitFor(() => {
        expect(serverResult).toHaveBeenCalledTimes(2);
      });
      const granted = [{ type: 'resource' as const, resource: 0 as const, season: 'main' as const, amount: 1200 }];
      answer({
        ok: true,
        result: { type: 'spin', season: 'main', granted, spent: [0, 0, 0, 0], slot: 2, card: null, cycles: 0, tokensCredited: 0 },
      });
      await waitFor(() => {
        expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe(String(landingRotation(0, 2, 3)));
      });
      const prize = await screen.findByTestId('spin-prize');
      expect(within(prize).getByText('+1.2K')).toBeTruthy();
    } finally {
      onLine.mockRestore();
    }
  });

  it('tells the player when the server refused the spin', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    vi.mocked(serverResult).mockResolvedValue({ ok: false, reason: 'NO_SPINS' });
    await renderInShell(<SpinScreen />);
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('1');
    });
    fireEvent.click(screen.getByTestId('spin-button'));
    expect((await screen.findByTestId('spin-failed')).textContent).toBe('No spins left');
  });

  it('offers spins from the shop when none are held, and publishes the odds', async () => {
    await seed({ ...newPlayer(CATALOG_V1, Date.now(), false), spin: 0 });
    await renderInShell(<SpinScreen />);
    expect((await screen.findByRole('link', { name: 'Get spins' })).getAttribute('href')).toBe('/shop');
    expect(await screen.findByText(/Next free spin in/)).toBeTruthy();
    const rows = within(screen.getByTestId('spin-odds')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(spinTable(CATALOG_V1).length);
    expect(rows[0]?.textContent).toContain('30%');
    expect(rows[7]?.textContent).toContain('1%');
  });
});

describe('landingRotation', () => {
  it('always turns forward and puts the slot under the pointer', () => {
    for (const from of [0, 45, 1800, 2000]) {
      for (let slot = 0; slot < 8; slot += 1) {
        const to = landingRotation(from, slot, 3);
        expect(to).toBeGreaterThanOrEqual(from + 3 * 360);
        expect((((to + slot * 45) % 360) + 360) % 360).toBe(0);
      }
    }
  });
});
