/**
 * "At most once per key per window" across reloads: the times of the reloads are kept in session
 * storage, which survives `location.reload()` in the same tab and dies with it.
 */

export interface ReloadGuard {
  /** True, and remembered, when no reload for `id` happened in the window; false otherwise. */
  claim(id: string): boolean;
}

export interface ReloadGuardOptions {
  /** Session storage key. */
  key: string;
  /** The window, ms. */
  windowMs: number;
  storage: () => Storage | undefined;
  /** Wall clock, ms since epoch (it must survive the reload, so no `performance.now`). */
  now: () => number;
}

function readTimes(storage: Storage, key: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * A guard over session storage. Without storage (private mode, a sandboxed frame) it refuses
 * every claim: a reload it could not record might repeat forever.
 */
export function createReloadGuard(options: ReloadGuardOptions): ReloadGuard {
  return {
    claim(id) {
      let storage: Storage | undefined;
      try {
        storage = options.storage();
      } catch {
        return false;
      }
      if (storage === undefined) return false;
      const now = options.now();
      const times = readTimes(storage, options.key);
      const last = times[id];
      if (last !== undefined && now - last >= 0 && now - last < options.windowMs) return false;
      const kept = Object.fromEntries(Object.entries(times).filter(([, at]) => now - at >= 0 && now - at < options.windowMs));
      try {
        storage.setItem(options.key, JSON.stringify({ ...kept, [id]: now }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
