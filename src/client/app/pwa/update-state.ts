/**
 * What the page knows about a newer version of itself, and what the next in-app navigation should
 * do about it. Signals come from the latest-build file, the `Version` header of API answers, the
 * service worker (a new worker waiting) and failed chunk loads.
 */

/** How far an update has come, also shown on `<html data-update>` for the application panel. */
export type UpdateStatus =
  /** Nothing newer known. */
  | 'none'
  /** A newer build exists, but the service worker controlling the page has not installed it yet. */
  | 'seen'
  /** The next in-app navigation reloads into the new version. */
  | 'ready';

/** What the next in-app navigation does. */
export type NavigationPlan =
  | { kind: 'stay' }
  | {
      kind: 'reload';
      /** Ask the waiting service worker to take over first (the reload waits until it has). */
      activateWorker: boolean;
      /** Why: the build id to reload into, or `chunk` for a failed code load. */
      target: string;
    };

export interface UpdateState {
  /** A build id the server runs (build file or `Version` header); ignored when it is this build's. */
  noteServerBuild(buildId: string): void;
  /** A new service worker is installed and waiting. */
  noteWorkerWaiting(): void;
  /** Some code failed to load (a deployment removed it): reload on the next navigation. */
  noteChunkFailure(): void;
  /** The first worker claimed the page: the status may read differently now that it is controlled. */
  noteControllerChange(): void;
  /** A new worker took control of this page (ours after a slow activation, or another tab's). */
  noteWorkerActivated(): void;
  /** The newest build id seen that is not this one. */
  seenBuild(): string | undefined;
  status(): UpdateStatus;
  plan(): NavigationPlan;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A build id that means "not a real build": development servers and unbuilt clients use it. */
export const DEV_BUILD_ID = 'dev';

/** True when `seen` names another real build than `current`. */
export function isOtherBuild(seen: string, current: string): boolean {
  return seen !== '' && seen !== current && seen !== DEV_BUILD_ID && current !== DEV_BUILD_ID;
}

/**
 * The update state of a page running build `currentBuildId`. `controlled` says whether a service
 * worker serves this page: then a reload would get the cached old build until the new worker is
 * waiting, so a new build only becomes `ready` with it.
 */
export function createUpdateState(currentBuildId: string, controlled: () => boolean): UpdateState {
  let newBuild: string | undefined;
  let workerWaiting = false;
  let workerActivated = false;
  let chunkFailure = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  function status(): UpdateStatus {
    if (chunkFailure || workerWaiting || workerActivated) return 'ready';
    if (newBuild === undefined) return 'none';
    return controlled() ? 'seen' : 'ready';
  }

  return {
    noteServerBuild(buildId) {
      if (!isOtherBuild(buildId, currentBuildId) || buildId === newBuild) return;
      newBuild = buildId;
      changed();
    },
    noteWorkerWaiting() {
      if (workerWaiting) return;
      workerWaiting = true;
      changed();
    },
    noteChunkFailure() {
      if (chunkFailure) return;
      chunkFailure = true;
      changed();
    },
    noteControllerChange: changed,
    noteWorkerActivated() {
      if (workerActivated) return;
      workerActivated = true;
      changed();
    },
    seenBuild: () => newBuild,
    status,
    plan() {
      if (status() !== 'ready') return { kind: 'stay' };
      const target = chunkFailure ? 'chunk' : (newBuild ?? 'worker');
      // Once the new worker controls the page, a plain reload gets the new build from it.
      return { kind: 'reload', activateWorker: workerWaiting && !workerActivated, target };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
