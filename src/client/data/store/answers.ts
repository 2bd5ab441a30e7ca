/**
 * The server's answers, handed out by idempotency key: a spin's slot and a card's prize are drawn
 * on the server, and the screen that acted shows the server's draw (never a guess). An answer goes
 * to whoever waits for its key; an answer nobody waits for (the action was made before a reload,
 * or on a screen the player has left) is announced instead, so every prize is shown exactly once.
 * Nothing here sends a request: an answer is never read by posting the action again.
 */
import type { ActionResult } from '#domain/actions';

/** The server's report, its refusal, or `PENDING` while the action still waits to be answered. */
export type ServerResult = { ok: true; result: ActionResult } | { ok: false; reason: string };

/** Actions whose outcome only the server decides: their answer is the prize. */
const DRAWS: ReadonlySet<string> = new Set(['spin', 'card-turn']);

export interface Answers {
  /** Hands `result` to the waiters of `key`, or holds it for a moment and then announces it. */
  settle(key: string, result: ServerResult): void;
  /** The answer to `key`: at once when held, when it comes while `pending`, else `UNKNOWN`. */
  wait(key: string, timeoutMs: number, pending: boolean): Promise<ServerResult>;
  /** Drops what is known of `key` (its action was never stored). */
  forget(key: string): void;
}

export function createAnswers(announce: (key: string, result: ActionResult) => void): Answers {
  const waiters = new Map<string, Set<(result: ServerResult) => void>>();
  const held = new Map<string, { result: ServerResult; timer: ReturnType<typeof setTimeout> }>();

  function release(key: string): void {
    const entry = held.get(key);
    held.delete(key);
    if (entry?.result.ok === true && DRAWS.has(entry.result.result.type)) announce(key, entry.result.result);
  }

  return {
    settle(key, result) {
      const waiting = waiters.get(key);
      waiters.delete(key);
      if (waiting !== undefined && waiting.size > 0) {
        for (const resolve of waiting) resolve(result);
        return;
      }
      // A screen that acted asks right after its tap: a moment's grace before announcing.
      held.set(key, {
        result,
        timer: setTimeout(() => {
          release(key);
        }, 0),
      });
    },
    wait(key, timeoutMs, pending) {
      const entry = held.get(key);
      if (entry !== undefined) {
        clearTimeout(entry.timer);
        held.delete(key);
        return Promise.resolve(entry.result);
      }
      if (!pending) return Promise.resolve({ ok: false, reason: 'UNKNOWN' });
      return new Promise((resolve) => {
        const set = waiters.get(key) ?? new Set();
        waiters.set(key, set);
        const timer = setTimeout(() => {
          set.delete(deliver);
          resolve({ ok: false, reason: 'PENDING' });
        }, timeoutMs);
        function deliver(result: ServerResult): void {
          clearTimeout(timer);
          resolve(result);
        }
        set.add(deliver);
      });
    },
    forget(key) {
      waiters.delete(key);
      const entry = held.get(key);
      if (entry !== undefined) clearTimeout(entry.timer);
      held.delete(key);
    },
  };
}
