/**
 * The farm's numbers, every animation frame: `advance(view, server now)` written straight into
 * text nodes (no React render per frame), only when the shown text changes, and nothing at all
 * while the page is hidden. `advance` is split-invariant, so each frame advances the previous
 * frame's state by one frame's time instead of settling from the stored view again.
 */
import { advance } from '#domain/advance';
import type { PlayerState } from '#domain/player';

export const RESOURCE_SLOTS = ['seed', 'yield', 'fertilize', 'token'] as const;
export type ResourceSlot = (typeof RESOURCE_SLOTS)[number];

/** Where a number goes: a Text node or an element (anything with `textContent`). */
export interface TextTarget {
  textContent: string | null;
}

export interface FrameSource {
  request(callback: () => void): number;
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
  frames?: FrameSource | undefined;
  visibility?: VisibilitySource | undefined;
}

export interface Ticker {
  /** A new view from the database (or undefined before the first snapshot). */
  setState(state: PlayerState | undefined): void;
  /** One frame's work, also called by the frame loop. */
  tick(): void;
  stop(): void;
}

function browserFrames(): FrameSource {
  return { request: (callback) => requestAnimationFrame(callback), cancel: (handle) => { cancelAnimationFrame(handle); } };
}

function documentVisibility(): VisibilitySource {
  return {
    hidden: () => document.visibilityState === 'hidden',
    subscribe(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => { document.removeEventListener('visibilitychange', listener); };
    },
  };
}

export function startTicker(options: TickerOptions): Ticker {
  const frames = options.frames ?? browserFrames();
  const visibility = options.visibility ?? documentVisibility();
  const shown: Partial<Record<ResourceSlot, string>> = {};
  let current: PlayerState | undefined;
  let handle: number | undefined;
  let stopped = false;

  function tick(): void {
    if (current === undefined) return;
    current = advance(current, options.serverNow());
    const amounts = options.season === 'main' ? current.resources : current.resourcesEvent;
    RESOURCE_SLOTS.forEach((slot, index) => {
      const target = options.targets[slot];
      if (!target) return;
      const text = options.format(amounts[index] ?? 0);
      if (shown[slot] === text) return;
      shown[slot] = text;
      target.textContent = text;
    });
  }

  function loop(): void {
    handle = undefined;
    tick();
    schedule();
  }

  function schedule(): void {
    if (stopped || handle !== undefined || visibility.hidden()) return;
    handle = frames.request(loop);
  }

  const unsubscribe = visibility.subscribe(() => {
    if (visibility.hidden() && handle !== undefined) {
      frames.cancel(handle);
      handle = undefined;
    }
    schedule();
  });

  schedule();
  return {
    setState(state) {
      current = state;
      tick();
    },
    tick,
    stop() {
      stopped = true;
      unsubscribe();
      if (handle !== undefined) frames.cancel(handle);
      handle = undefined;
    },
  };
}
