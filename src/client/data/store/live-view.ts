/**
 * The store's view settled to now with the domain's rules (`advance`), at one instant every screen
 * shares (docs/architecture.md, "The live view"): the resource chips, the payable look of every
 * control, and the time a tap takes effect all read the same settled state, so a control looks
 * payable exactly when the rule accepts the tap.
 *
 * Resources move only when a continuous producer completes a cycle, so the live view sleeps until
 * the next completion (`nextCompletionAt`) instead of working on every animation frame; it wakes
 * on an animation frame then, and tells its listeners. `advance` is split-invariant, so each wake
 * advances the previous wake's state instead of settling from the stored view again. It works
 * only while someone listens and the page is shown.
 */
import { advance, nextCompletionAt } from '#domain/advance';
import type { PlayerState } from '#domain/player';

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

export interface LiveViewOptions {
  /** Server time, ms. */
  serverNow: () => number;
  wakes?: WakeSource | undefined;
  visibility?: VisibilitySource | undefined;
}

export interface LiveView {
  /** The view settled to the instant the screens show (undefined before the first snapshot). */
  current: () => PlayerState | undefined;
  /** The instant `current` is settled to, when it was settled from `view` (what a tap applies to). */
  shownAt(view: PlayerState): number | undefined;
  /** Calls `listener` whenever `current` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A new view from the store. */
  setState(state: PlayerState | undefined): void;
  /** Advances to server now and tells the listeners when the state moved (the wakes call it). */
  tick(): void;
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
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    subscribe(listener) {
      if (typeof document === 'undefined') return () => undefined;
      document.addEventListener('visibilitychange', listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
      };
    },
  };
}

/** True when the two states differ in anything a screen shows as an amount. */
function moved(before: PlayerState | undefined, after: PlayerState | undefined): boolean {
  if (before === undefined || after === undefined) return before !== after;
  const same = (x: readonly number[], y: readonly number[]) => x.every((value, index) => value === y[index]);
  return !same(before.resources, after.resources) || !same(before.resourcesEvent, after.resourcesEvent) || before.spin !== after.spin;
}

export function createLiveView(options: LiveViewOptions): LiveView {
  const wakes = options.wakes ?? browserWakes();
  const visibility = options.visibility ?? documentVisibility();
  const listeners = new Set<() => void>();
  let source: PlayerState | undefined;
  let current: PlayerState | undefined;
  let handle: number | undefined;
  let unsubscribeVisibility: (() => void) | undefined;

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function settle(): boolean {
    const before = current;
    current = current === undefined ? undefined : advance(current, options.serverNow());
    return moved(before, current);
  }

  function unschedule(): void {
    if (handle !== undefined) wakes.cancel(handle);
    handle = undefined;
  }

  /** Sleeps until the next completion (nothing to wait for without listeners, a view or a running producer). */
  function schedule(): void {
    unschedule();
    if (listeners.size === 0 || current === undefined || visibility.hidden()) return;
    const next = nextCompletionAt(current);
    if (next === null) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, next - options.serverNow()));
    handle = wakes.request(() => {
      handle = undefined;
      tick();
    }, delay);
  }

  function tick(): void {
    if (settle()) notify();
    schedule();
  }

  function onVisibility(): void {
    if (!visibility.hidden() && settle()) notify();
    schedule();
  }

  return {
    current: () => current,
    shownAt: (view) => (listeners.size > 0 && view === source && current !== undefined ? current.settledAt : undefined),
    subscribe(listener) {
      if (listeners.size === 0) {
        unsubscribeVisibility = visibility.subscribe(onVisibility);
        // Nobody listened: what was kept may be long past.
        current = source === undefined ? undefined : advance(source, options.serverNow());
      }
      listeners.add(listener);
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribeVisibility?.();
        unsubscribeVisibility = undefined;
        unschedule();
      };
    },
    setState(state) {
      source = state;
      current = state === undefined ? undefined : advance(state, options.serverNow());
      notify();
      schedule();
    },
    tick,
  };
}
