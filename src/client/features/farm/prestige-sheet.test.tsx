import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOG_V1, seasonProducers } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { createProducer } from '#domain/producer';
import { useGameUser, useServerNow } from '../../data/index.ts';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { FarmRate } from './farm-rate.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, seed, actions, shown } = offlineTestData('prestige-sheet-test');

/** The headline strip over the stored view, as the farm renders it. */
function Strip() {
  const view = useGameUser('main')?.view;
  const now = useServerNow(1000);
  return view ? <FarmRate live={view} now={now} /> : null;
}

describe('selling the farm', () => {
  it('shows the preview of the rule, asks for a confirmation, then sells once', async () => {
    const main = seasonProducers(CATALOG_V1, 'main');
    const last = main.at(-1);
    if (last === undefined) throw new Error('no main producer');
    const now = Date.now() - 1000;
    const player = newPlayer(CATALOG_V1, now, false);
    await seed({ ...player, producers: [...player.producers, createProducer(last, 1, now)] });
    await renderInShell(<Strip />, { data: client });
    fireEvent.click(await screen.findByTestId('prestige-open'));
    // The sheet loads when first opened (an optional part).
    expect((await screen.findByTestId('prestige-gain')).textContent).toBe('+10');
    expect(screen.getByTestId('prestige-multiplier').textContent).toBe('×1 → ×1.2');
    fireEvent.click(screen.getByTestId('prestige-sell'));
    fireEvent.click(screen.getByTestId('prestige-cancel'));
    expect(await actions()).toEqual([]);
    fireEvent.click(screen.getByTestId('prestige-sell'));
    fireEvent.click(screen.getByTestId('prestige-confirm'));
    await waitFor(async () => {
      expect(await actions()).toEqual([{ type: 'prestige' }]);
    });
    await waitFor(() => {
      expect(shown()?.view.prestige).toEqual({ count: 1, stars: 10 });
    });
    await waitFor(() => {
      expect(screen.getByTestId('prestige-open').textContent).toContain('×1.2');
    });
  });
});
