/**
 * One process at a time may open a PGlite folder: two writers would corrupt it. The lock is a file
 * created exclusively, holding the owner's pid and host; a lock whose owner is gone is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** Raised when a live process already holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(dir: string, owner: LockOwner) {
    super(
      `The data folder ${dir} is in use by process ${owner.pid} on ${owner.host} since ${owner.since}; stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, host, since } = parsed as Partial<LockOwner>;
    return typeof pid === 'number' && typeof host === 'string' ? { pid, host, since: String(since) } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createExclusive(path: string, owner: LockOwner): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock of `dir` (creating the folder) and returns its release function.
 * Throws DataDirLockedError when a live process on this host holds it.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(path, me)) {
      return () => {
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    }
    const owner = readOwner(path);
    // A lock from another host cannot be checked, so it is respected.
    if (owner !== undefined && (owner.host !== me.host || isAlive(owner.pid))) throw new DataDirLockedError(dir, owner);
    // Stale (dead owner or unreadable file): remove it and race for a fresh one.
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock of ${dir}`);
}
