/**
 * The farm's numbers, live: the live view's resources (store/live-view.ts: the store's view settled
 * to now, at the instant every control shows) written straight into text nodes (no React render),
 * only when the shown text changes. The live view wakes at each completion; the ticker writes then.
 */
import type { PlayerState } from '#domain/player';
import type { LiveView } from '../store/live-view.ts';

export const RESOURCE_SLOTS = ['seed', 'yield', 'fertilize', 'token'] as const;
export type ResourceSlot = (typeof RESOURCE_SLOTS)[number];

/** Where a number goes: a Text node or an element (anything with `textContent`). */
export interface TextTarget {
  textContent: string | null;
}

export interface TickerOptions {
  targets: Partial<Record<ResourceSlot, TextTarget | null>>;
  season: 'main' | 'event';
  /** The live view whose resources are shown. */
  live: Pick<LiveView, 'current' | 'subscribe'>;
  /** Number to text (the domain's abbreviation). */
  format: (value: number) => string;
  /** Where the exact amounts go (a tapped chip's detail), written with `formatExact`. */
  exactTargets?: Partial<Record<ResourceSlot, TextTarget | null>> | undefined;
  formatExact?: ((value: number) => string) | undefined;
}

interface Ticker {
  stop(): void;
}

export function startTicker(options: TickerOptions): Ticker {
  const { targets, format, exactTargets = {}, formatExact = format, live } = options;
  const shown: Partial<Record<ResourceSlot, string>> = {};
  const shownExact: Partial<Record<ResourceSlot, string>> = {};

  function write(state: PlayerState | undefined): void {
    if (state === undefined) return;
    const amounts = options.season === 'main' ? state.resources : state.resourcesEvent;
    for (let index = 0; index < RESOURCE_SLOTS.length; index += 1) {
      const slot = RESOURCE_SLOTS[index] ?? 'seed';
      const amount = amounts[index] ?? 0;
      const target = targets[slot];
      const text = target ? format(amount) : undefined;
      if (target && text !== undefined && shown[slot] !== text) {
        shown[slot] = text;
        target.textContent = text;
      }
      const exactTarget = exactTargets[slot];
      const exact = exactTarget ? formatExact(amount) : undefined;
      if (exactTarget && exact !== undefined && shownExact[slot] !== exact) {
        shownExact[slot] = exact;
        exactTarget.textContent = exact;
      }
    }
  }

  const unsubscribe = live.subscribe(() => {
    write(live.current());
  });
  write(live.current());
  return { stop: unsubscribe };
}
