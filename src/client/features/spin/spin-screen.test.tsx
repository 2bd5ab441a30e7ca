import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { spinTable } from '#domain/spin';
import { abbreviate } from '#domain/abbreviate';
import { applyAction } from '#domain/actions';
import { advance } from '#domain/advance';
import { createProducer } from '#domain/producer';
import { productionPerMinute } from '#domain/production';
import { rewardPreview } from '#domain/rewards';
import { windfallCap } from '#domain/windfall';
import { SERVER_RESULT_TIMEOUT_MS } from '../../data/index.ts';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { SpinScreen } from './spin-screen.tsx';
import { landingRotation } from './wheel-geometry.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

// The screen's data client, offline: the server's answer to a spin is played by the test as the
// outbox's flush hands it over (`answer`).
const { client, db, seed, answer } = offlineTestData('spin-screen-test');

beforeEach(() => {
  vi.mocked(feedback).mockClear();
});

/** The key of the spin the outbox holds, once the screen has stored it. */
async function queuedSpin(): Promise<string> {
  let key: string | undefined;
  await waitFor(async () => {
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.action)).toEqual([{ type: 'spin' }]);
    key = outbox[0]?.key;
  });
  if (key === undefined) throw new Error('no spin queued');
  return key;
}

describe('SpinScreen', () => {
  it('spends a spin at once and lands on the slot the server drew, not the local guess', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    const granted = [{ type: 'boost' as const, boost: 'user' as const, amount: 1 }];
    // The server's answer is held back until the spin has shown as spent.
    await renderInShell(<SpinScreen />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('1');
    });
    fireEvent.click(screen.getByTestId('spin-button'));
    // The spin shows as spent at once (the game store's view); the wheel turns once the outbox holds it.
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('0');
    });
    await waitFor(() => {
      expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe(String(360 * 5));
    });
    // The answer under the key of the spin the outbox holds: the one the screen waits for.
    await answer(await queuedSpin(), {
      ok: true,
      result: {
        type: 'spin',
        season: 'main',
        granted,
        spent: [0, 0, 0, 0],
        slot: 4,
        card: null,
        unpicked: [],
        cycles: 0,
        tokensCredited: 0,
      },
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
    // The screen's wait for the answer gives up after a while (PENDING) and waits again: the
    // timers are the test's, moving with real time, so the test can pass that while at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await renderInShell(<SpinScreen />, { data: client });
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
      const key = await queuedSpin();
      // Still nothing from the server after the screen's wait: it keeps waiting, and says so.
      vi.advanceTimersByTime(SERVER_RESULT_TIMEOUT_MS + 1);
      await new Promise((resolve) => {
        setTimeout(resolve, 50);
      });
      expect(screen.queryByTestId('spin-failed')).toBeNull();
      expect(screen.getByTestId('spin-button').textContent).toBe('Waiting for the connection…');
      const granted = [{ type: 'resource' as const, resource: 0 as const, season: 'main' as const, amount: 1200 }];
      await answer(key, {
        ok: true,
        result: {
          type: 'spin',
          season: 'main',
          granted,
          spent: [0, 0, 0, 0],
          slot: 2,
          card: null,
          unpicked: [],
          cycles: 0,
          tokensCredited: 0,
        },
      });
      await waitFor(() => {
        expect(screen.getByTestId('wheel-rotor').getAttribute('data-rotation')).toBe(String(landingRotation(0, 2, 3)));
      });
      const prize = await screen.findByTestId('spin-prize');
      expect(within(prize).getByText('+1.2K')).toBeTruthy();
    } finally {
      vi.useRealTimers();
      onLine.mockRestore();
    }
  });

  it('tells the player when the server refused the spin', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    await renderInShell(<SpinScreen />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('spins-held').textContent).toBe('1');
    });
    fireEvent.click(screen.getByTestId('spin-button'));
    await answer(await queuedSpin(), { ok: false, reason: 'NO_SPINS' });
    expect((await screen.findByTestId('spin-failed')).textContent).toBe('No spins left');
  });

  it('offers spins from the shop when none are held, and publishes the odds', async () => {
    await seed({ ...newPlayer(CATALOG_V1, Date.now(), false), spin: 0 });
    await renderInShell(<SpinScreen />, { data: client });
    expect((await screen.findByRole('link', { name: 'Get spins' })).getAttribute('href')).toBe('/shop');
    expect(await screen.findByText(/Next free spin in/)).toBeTruthy();
    const rows = within(screen.getByTestId('spin-odds')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(spinTable(CATALOG_V1).length);
    expect(rows[0]?.textContent).toContain('30%');
    expect(rows[7]?.textContent).toContain('1%');
  });
});

describe('the prizes on the wheel', () => {
  it('shows what each resource slot pays now, the amount the grant pays (the cap applied)', async () => {
    const now = Date.now();
    const base = newPlayer(CATALOG_V1, now, false);
    const level = (id: string, to: number) => {
      const def = producerDef(CATALOG_V1, id);
      if (def === undefined) throw new Error(id);
      return createProducer(def, to, now);
    };
    // A farm whose 30 minutes of seeds are far more than the next two seed purchases.
    const player = { ...base, producers: [level('sprouter', 40), level('field', 12)], spin: 1 };
    await seed(player);
    await renderInShell(<SpinScreen />, { data: client });
    const settled = advance(player, now);
    for (const slot of CATALOG_V1.spinSlots.filter((entry) => entry.reward.type === 'resource')) {
      const pays = rewardPreview(CATALOG_V1, settled, slot.reward);
      if (pays.type !== 'resource') throw new Error('a resource slot pays a resource');
      // The same amount the spin action credits for this slot.
      const spun = applyAction(settled, { type: 'spin' }, { catalog: CATALOG_V1, now, rng: () => (slotRoll(slot.slot) + 0.001) / 100 });
      expect(spun.ok && spun.value.result.granted).toEqual([pays]);
      await waitFor(() => {
        expect(screen.getByTestId(`wheel-slot-${slot.slot}`).textContent).toBe(`+${abbreviate(pays.amount)}`);
      });
    }
    // 30 min of seeds at this farm's rate would be far more: the label shows the cap, not the minutes.
    expect(30 * productionPerMinute(settled, 'main', 0)).toBeGreaterThan(windfallCap(CATALOG_V1, settled, 0));
    expect(screen.getByTestId('wheel-slot-0').textContent).toBe(`+${abbreviate(windfallCap(CATALOG_V1, settled, 0))}`);
  });
});

/** The cumulative weight (percent) before `slot` on the wheel. */
function slotRoll(slot: number): number {
  return CATALOG_V1.spinSlots.filter((entry) => entry.slot < slot).reduce((sum, entry) => sum + entry.weight, 0);
}

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
