import { describe, expect, it } from 'vitest';
import { abbreviate } from '#domain/abbreviate';
import { CATALOG_V1, START_RESOURCES } from '#domain/catalog';
import { newPlayer, type PlayerState } from '#domain/player';
import { startTicker, type TextTarget } from './ticker.ts';

const T = Date.UTC(2025, 5, 1);

/** A live view the test moves by hand. */
function handLive(state: PlayerState) {
  let current = state;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    move(next: PlayerState) {
      current = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('the ticker', () => {
  const player = newPlayer(CATALOG_V1, T, false);

  it('writes the live view’s resources into the text targets, only when the text changes', () => {
    const live = handLive(player);
    const writes: string[] = [];
    const seed: TextTarget = {
      get textContent() {
        return writes.at(-1) ?? null;
      },
      set textContent(value) {
        writes.push(value ?? '');
      },
    };
    const token: TextTarget = { textContent: null };
    const exact: TextTarget = { textContent: null };
    const ticker = startTicker({
      targets: { seed, token },
      exactTargets: { seed: exact },
      formatExact: (value) => `=${String(value)}`,
      season: 'main',
      live,
      format: (value) => abbreviate(value),
    });
    expect(writes).toEqual([abbreviate(START_RESOURCES[0])]);
    expect(token.textContent).toBe('0');
    expect(exact.textContent).toBe(`=${String(START_RESOURCES[0])}`);
    live.move({ ...player, resources: [START_RESOURCES[0], 5, 0, 0] });
    expect(writes).toHaveLength(1);
    live.move({ ...player, resources: [12_345, 5, 0, 0] });
    expect(writes).toEqual([abbreviate(START_RESOURCES[0]), abbreviate(12_345)]);
    ticker.stop();
    expect(live.listeners.size).toBe(0);
  });

  it('shows the event resources for the event season', () => {
    const seed: TextTarget = { textContent: null };
    const ticker = startTicker({
      targets: { seed },
      season: 'event',
      live: handLive({ ...player, resourcesEvent: [7, 0, 0, 0] }),
      format: String,
    });
    expect(seed.textContent).toBe('7');
    ticker.stop();
  });
});
