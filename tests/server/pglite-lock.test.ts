import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/database';
import { LOCK_FILE_NAME } from '#server/db/lock-file';
import { newDataDir } from './helpers/data-dir.ts';
import { runTsProcess } from './helpers/process.ts';

const script = fileURLToPath(new URL('./helpers/open-data-dir.ts', import.meta.url));
const dirs: string[] = [];

/** A data folder holding a migrated database (what the lock guards, not how the folder was made). */
async function dataDir(): Promise<string> {
  const dir = await newDataDir('hh-pglite-');
  dirs.push(dir);
  return dir;
}

function openInAnotherProcess(dir: string): Promise<{ code: number | null; output: string }> {
  return runTsProcess(script, [dir]);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data folder lock', () => {
  it('refuses a second process while the first holds the folder', async () => {
    const dir = await dataDir();
    const database = await openPglite(dir);
    try {
      const lock: unknown = JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'));
      expect(lock).toMatchObject({ pid: process.pid });
      const second = await openInAnotherProcess(dir);
      expect(second.output).toContain('DataDirLockedError');
      expect(second.output).toContain(`process ${process.pid}`);
      expect(second.code).toBe(3);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 240_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: Number(gone.stdout), host: hostname(), since: '2020-01-01T00:00:00Z' }));
    const second = await openInAnotherProcess(dir);
    expect(second.output).toContain('opened');
    expect(second.code).toBe(0);
  }, 240_000);
});
