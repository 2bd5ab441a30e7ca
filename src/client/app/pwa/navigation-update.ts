/**
 * The one moment a new version is switched in: right after an in-app navigation, when the player
 * has just asked for another screen and nothing is half done on the old one.
 */
import type { ReloadGuard } from './reload-guard.ts';
import type { UpdateState } from './update-state.ts';

/** How long a reload into one build id blocks another reload for the same id, ms (stops loops). */
export const UPDATE_RELOAD_GUARD_MS = 5 * 60_000;

export interface NavigationUpdateDeps {
  state: UpdateState;
  /** Activates the waiting service worker, where there is one; true once it controls the page. */
  activateWorker: (() => Promise<boolean>) | undefined;
  /** Per path: the chunk-reload guard (at most once per path per 10 s). */
  chunkGuard: ReloadGuard;
  /** Per target build id: a reload that did not bring the new build is not repeated at once. */
  updateGuard: ReloadGuard;
  path: () => string;
  online: () => boolean;
  /** Starts watching for the player's input; the result says whether none came since. */
  watchInput: () => () => boolean;
  reload: () => void;
}

/**
 * What the navigation did about updates. `activating`: the new worker did not take over in time,
 * or the player started something on the new screen meanwhile; the page is marked ready again
 * when the worker takes over, and the next navigation reloads.
 */
export type NavigationOutcome = 'stayed' | 'offline' | 'refused' | 'activating' | 'reloaded';

/**
 * Reloads into the new version if one is ready. Offline it stays (a reload without a service
 * worker would lose the page); a guard that refuses leaves the update for a later navigation.
 */
export async function reloadIfUpdateReady(deps: NavigationUpdateDeps): Promise<NavigationOutcome> {
  const plan = deps.state.plan();
  if (plan.kind === 'stay') return 'stayed';
  if (!deps.online()) return 'offline';
  // A waiting worker brings the new build for sure; a plain reload may meet a stale cache.
  const allowed = plan.target === 'chunk' ? deps.chunkGuard.claim(deps.path()) : plan.activateWorker || deps.updateGuard.claim(plan.target);
  if (!allowed) return 'refused';
  if (plan.activateWorker && deps.activateWorker) {
    // Reloading before the new worker controls the page would get the old build from the old
    // one. While it takes over, the new screen is usable: a tap there means the reload waits.
    const untouched = deps.watchInput();
    const tookOver = await deps.activateWorker();
    if (!tookOver || !untouched()) return 'activating';
  }
  deps.reload();
  return 'reloaded';
}
