import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HOUR } from '#domain/time';
import { newPlayer, type PlayerState } from '#domain/player';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { ShopScreen } from './shop-screen.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, db, seed, shown } = offlineTestData('shop-screen-test');

function rich(tokens: number): PlayerState {
  const player = newPlayer(CATALOG_V1, Date.now() - 1000, false);
  return { ...player, resources: [player.resources[0], 0, 0, tokens] };
}

beforeEach(() => {
  vi.mocked(feedback).mockClear();
});

describe('ShopScreen', () => {
  it('buys a spin product after the confirmation, then waits for its next purchase time', async () => {
    await seed(rich(100));
    await renderInShell(<ShopScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('buy-spin-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy One spin?' });
    fireEvent.click(within(dialog).getByTestId('confirm-buy'));
    await waitFor(async () => {
      expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'limited-product-buy', productId: 'spin-1' }]);
    });
    // The sheet closes once the purchase's promise has settled, a few turns after the outbox's row.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const wait = await screen.findByTestId('wait-spin-1');
    // An hour from the purchase, seen up to ten seconds later (a clock under an hour reads 59:5x).
    expect(wait.textContent).toMatch(/Again in (59:5\d|1:00:00)/);
    expect(screen.getByTestId<HTMLButtonElement>('buy-spin-1').disabled).toBe(true);
    const row = shown();
    expect(row?.view.resources[3]).toBe(75);
    expect(row?.view.spin).toBe(2);
    expect(feedback).toHaveBeenCalledWith('buy');
  });

  it('shows the end of a limited offer and refuses a purchase the player cannot pay', async () => {
    await seed(rich(10));
    await renderInShell(<ShopScreen />, { data: client });
    const starter = await screen.findByTestId('product-starter-pack');
    expect(starter.textContent).toMatch(/Ends in 6d 23h/);
    // Out of reach: the card says how many tokens are still needed (its price less the 10 held).
    expect(within(starter).getByTestId('need-starter-pack').textContent).toContain('40');
    expect(screen.getByTestId('need-spin-10').textContent).toContain('190');
    fireEvent.click(within(starter).getByTestId('buy-starter-pack'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Not enough tokens');
    fireEvent.click(within(dialog).getByTestId('confirm-buy'));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('refused');
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('hides a once-only offer after it was bought', async () => {
    const player = rich(0);
    await seed({
      ...player,
      products: {
        'starter-pack': { nextPurchaseTime: null, purchases: 1 },
        'spin-bundle': { nextPurchaseTime: Date.now() + 2 * HOUR, purchases: 1 },
      },
    });
    await renderInShell(<ShopScreen />, { data: client });
    expect(await screen.findByTestId('product-daily-water')).toBeTruthy();
    expect(screen.queryByTestId('product-starter-pack')).toBeNull();
    expect(screen.getByTestId('wait-spin-bundle').textContent).toMatch(/Again in (1:59:5\d|2:00:0\d)/);
  });

  it('lists the Telegram Stars offers with their price in Stars', async () => {
    await seed(rich(0));
    await renderInShell(<ShopScreen />, { data: client });
    const offer = await screen.findByTestId('buy-stars-stars-tokens-100');
    expect(offer.textContent).toContain('50');
    expect(offer.getAttribute('aria-label')).toBe('Buy for 50 Stars');
    expect(screen.getByTestId('stars-stars-tokens-500').textContent).toContain('30,000 tokens');
  });
});
