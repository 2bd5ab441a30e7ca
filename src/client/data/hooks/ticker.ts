/**
 * The farm's numbers, live: `advance(view, server now)` written straight into text nodes (no
 * React render), only when the shown text changes, and nothing at all while the page is hidden.
 *
 * Resources move only when a continuous producer completes a cycle, so the ticker sleeps until
 * the next completion (`nextCompletionAt`) instead of working on every animation frame; it wakes
 * on an animation frame then. `advance` is split-invariant, so each wake advances the previous
 * wake's state instead of settling from the stored view again.
 */
import { advance, nextCompletionAt } from '#domain/advance';
import type { PlayerState } from '#domain/player';

export const RESOURCE_SLOTS = ['seed', 'yield', 'fertilize', 'token'] as const;
export type ResourceSlot = (typeof RESOURCE_SLOTS)[number];

/** Where a number goes: a Text node or an element (anything with `textContent`). */
export interface TextTarget {
  textContent: string | null;
}

/** Runs a callback on an animation frame at least `delayMs` (ms) from now. */
export interface WakeSource {
  request(callback: () => void, delayMs: number): number;
  cancel(handle: number): void;
}

export interface VisibilitySource {
  hidden(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface TickerOptions {
  targets: Partial<Record<ResourceSlot, TextTarget | null>>;
  season: 'main' | 'event';
  /** Server time, ms. */
  serverNow: () => number;
  /** Number to text (the domain's abbreviation). */
  format: (value: number) => string;
  /** Where the exact amounts go (a tapped chip's detail), written with `formatExact`. */
  exactTargets?: Partial<Record<ResourceSlot, TextTarget | null>> | undefined;
  formatExact?: ((value: number) => string) | undefined;
  wakes?: WakeSource | undefined;
  visibility?: VisibilitySource | undefined;
}

export interface Ticker {
  /** A new view from the database (or undefined before the first snapshot). */
  setState(state: PlayerState | undefined): void;
  /** Advances to server now and writes what changed (the wakes call it too). */
  tick(): void;
  stop(): void;
}

/** Longest sleep, ms: a changed server clock offset is caught up with at least this often. */
const MAX_SLEEP_MS = 5_000;

function browserWakes(): WakeSource {
  const cancels = new Map<number, () => void>();
  let next = 1;
  return {
    request(callback, delayMs) {
      const handle = next++;
      const timer = setTimeout(() => {
        const frame = requestAnimationFrame(() => {
          cancels.delete(handle);
          callback();
        });
        cancels.set(handle, () => {
          cancelAnimationFrame(frame);
        });
      }, delayMs);
      cancels.set(handle, () => {
        clearTimeout(timer);
      });
      return handle;
    },
    cancel(handle) {
      cancels.get(handle)?.();
      cancels.delete(handle);
    },
  };
}

function documentVisibility(): VisibilitySource {
  return {
    hidden: () => document.visibilityState === 'hidden',
    subscribe(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
      };
    },
  };
}

export function startTicker(options: TickerOptions): Ticker {
  const wakes = options.wakes ?? browserWakes();
  const visibility = options.visibility ?? documentVisibility();
  const { targets, format, exactTargets = {}, formatExact = format } = options;
  const shown: Partial<Record<ResourceSlot, string>> = {};
  const shownExact: Partial<Record<ResourceSlot, string>> = {};
  let current: PlayerState | undefined;
  let handle: number | undefined;
  let stopped = false;

  function write(amounts: readonly number[]): void {
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

  function tick(): void {
    if (current === undefined) return;
    current = advance(current, options.serverNow());
    write(options.season === 'main' ? current.resources : current.resourcesEvent);
  }

  function unschedule(): void {
    if (handle !== undefined) wakes.cancel(handle);
    handle = undefined;
  }

  /** Sleeps until the next completion (nothing to wait for without a view or a running producer). */
  function schedule(): void {
    unschedule();
    if (stopped || current === undefined || visibility.hidden()) return;
    const next = nextCompletionAt(current);
    if (next === null) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, next - options.serverNow()));
    handle = wakes.request(() => {
      handle = undefined;
      tick();
      schedule();
    }, delay);
  }

  const unsubscribe = visibility.subscribe(() => {
    if (!visibility.hidden()) tick();
    schedule();
  });

  return {
    setState(state) {
      current = state;
      tick();
      schedule();
    },
    tick,
    stop() {
      stopped = true;
      unsubscribe();
      unschedule();
    },
  };
}
