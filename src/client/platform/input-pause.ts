/**
 * The player's pauses. Work that cannot be cut into short tasks (the page's audio context, a
 * screen's code, the service worker's start) waits for one: started between two taps of a run,
 * it held the second tap's answer back by its whole length (docs/performance.md).
 */

/** A pause in the player's input: this long without a pointer or key press, ms. */
export const INPUT_PAUSE_MS = 800;

const PRESSES = ['pointerdown', 'keydown'] as const;

interface IdleWindow {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `run` once {@link INPUT_PAUSE_MS} passed without a press (each press starts the wait
 * again), in the browser's next idle moment. Returns a function that cancels it.
 */
export function afterInputPause(run: () => void): () => void {
  const idleWindow: IdleWindow = globalThis;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const stopIdle = () => {
    if (idle !== undefined) idleWindow.cancelIdleCallback?.(idle);
    idle = undefined;
  };
  const cancel = () => {
    clearTimeout(timer);
    stopIdle();
    for (const type of PRESSES) document.removeEventListener(type, restart, { capture: true });
  };
  const finish = () => {
    cancel();
    run();
  };
  function restart(): void {
    clearTimeout(timer);
    stopIdle();
    timer = setTimeout(() => {
      if (typeof idleWindow.requestIdleCallback === 'function') idle = idleWindow.requestIdleCallback(finish, { timeout: INPUT_PAUSE_MS });
      else finish();
    }, INPUT_PAUSE_MS);
  }
  for (const type of PRESSES) document.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return cancel;
}
