/**
 * The admin CLI as its own process on a PGlite folder it opens from nothing. PGlite only: the
 * PostgreSQL project excludes pglite-*.test.ts, where this run would repeat the same process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTsProcess } from './helpers/process.ts';

describe('the admin entry point', () => {
  it('runs against a PGlite folder and prints the result', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-admin-'));
    try {
      const script = fileURLToPath(new URL('../../src/server/admin.ts', import.meta.url));
      const output = await runTsProcess(script, ['season', 'list'], { ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
      expect(output.output).toContain('main #1 "Season 1"');
      expect(output.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
