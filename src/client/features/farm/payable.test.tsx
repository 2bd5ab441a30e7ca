import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abbreviate } from '#domain/abbreviate';
import { advance } from '#domain/advance';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { createProducer } from '#domain/producer';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { FarmScreen } from './farm-screen.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, seed, shown } = offlineTestData('payable-test');

const T = Date.UTC(2026, 0, 5, 10);

function def(id: string) {
  const found = producerDef(CATALOG_V1, id);
  if (found === undefined) throw new Error(`no producer ${id}`);
  return found;
}

/**
 * A mid-game farm whose producers all run by themselves: the field eats seeds faster than the
 * sprouter makes them, the compost eats the field's yield, so the amounts go up and down between
 * completions, across the upgrade prices.
 */
const farm = {
  ...newPlayer(CATALOG_V1, T, false),
  producers: [
    createProducer(def('sprouter'), 20, T - 700),
    createProducer(def('field'), 12, T - 300),
    createProducer(def('compost'), 8, T - 100),
  ],
  resources: [2_000, 500, 0, 0] as [number, number, number, number],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a payable look', () => {
  it('is what the rule answers at that instant: a control shown payable is accepted, one shown short is refused, while auto producers consume', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T);
    await seed(farm);
    await renderInShell(<FarmScreen />, { data: client });
    await screen.findByTestId('upgrade-compost');
    const applied: boolean[] = [];
    client.events.on('action-performed', (event) => {
      applied.push(event.applied);
    });
    const buttons = ['upgrade-sprouter', 'upgrade-field', 'upgrade-compost', 'buy-market'];
    const seen = { accepted: 0, refused: 0 };
    for (let sample = 1; sample <= 60; sample += 1) {
      // An instant off the whole second (the screen's clocks), between completions or just past one.
      const at = T + sample * 737;
      vi.setSystemTime(at);
      // The page shown again settles the live view to now, as a completion's wake does.
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // The chips show the store's view settled to this instant by the domain's rules...
      const view = shown()?.view;
      if (!view) throw new Error('nothing shown');
      const expected = advance(view, at).resources;
      expect(screen.getByTestId('resource-seed').textContent).toBe(abbreviate(expected[0]));
      expect(screen.getByTestId('resource-yield').textContent).toBe(abbreviate(expected[1]));
      // ...and a control looks payable exactly when the tap is accepted at that instant.
      const testId = buttons[sample % buttons.length] ?? '';
      const button = screen.queryByTestId(testId);
      if (button === null) continue;
      const looksPayable = button.getAttribute('data-payable') === 'true';
      const before = applied.length;
      fireEvent.click(button);
      await waitFor(() => {
        expect(applied.length).toBe(before + 1);
      });
      expect({ testId, at, looksPayable, applied: applied.at(-1) }).toEqual({ testId, at, looksPayable, applied: looksPayable });
      seen[looksPayable ? 'accepted' : 'refused'] += 1;
    }
    // Both looks were put to the test, many times each.
    expect(seen.accepted).toBeGreaterThan(8);
    expect(seen.refused).toBeGreaterThan(8);
  });
});
