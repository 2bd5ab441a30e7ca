import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { ResourceBar } from './resource-bar.tsx';

const { client, seed } = offlineTestData('resource-bar-test');

/** A mid-game balance: large and fractional amounts, as the server stores them. */
function midGame() {
  const player = newPlayer(CATALOG_V1, Date.now(), false);
  return { ...player, resources: [175_274.2799, 355.5859375, 2.5e18, 1_000] as typeof player.resources };
}

describe('ResourceBar', () => {
  it('shows whole units below 1000 and the abbreviations of docs/product.md above, never a fraction', async () => {
    await seed(midGame());
    await renderInShell(<ResourceBar seasonType="main" />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe('175.27K');
    });
    expect(screen.getByTestId('resource-yield').textContent).toBe('355');
    expect(screen.getByTestId('resource-fertilize').textContent).toBe('2.5BB');
    expect(screen.getByTestId('resource-token').textContent).toBe('1K');
  });

  it('writes the amounts in the player’s number format', async () => {
    await seed(midGame());
    await renderInShell(<ResourceBar seasonType="main" />, { locale: 'ru', data: client });
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe('175,27K');
    });
  });

  it('tells the name and the exact amount of a tapped chip, and closes on a tap elsewhere', async () => {
    await seed(midGame());
    await renderInShell(<ResourceBar seasonType="main" />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe('175.27K');
    });
    const detail = screen.getByTestId('resource-detail-yield');
    expect(detail.hidden).toBe(true);
    fireEvent.click(screen.getByTestId('chip-yield'));
    expect(detail.hidden).toBe(false);
    expect(detail.textContent).toBe('Yield355.58');
    expect(screen.getByTestId('chip-yield').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByTestId('chip-seed'));
    expect(detail.hidden).toBe(true);
    expect(screen.getByTestId('resource-detail-seed').textContent).toBe('Seed175,274.27');

    fireEvent.pointerDown(document.body);
    expect(screen.getByTestId('resource-detail-seed').hidden).toBe(true);
  });
});
