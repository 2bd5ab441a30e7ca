/**
 * Data folders for test servers on PGlite, migrated before the server sees them. A new PGlite folder
 * runs initdb (compiled to WebAssembly: seconds of CPU, a quarter of a test server's start) before
 * the migrations; a copy of a folder that did both opens in a tenth of that. The template is built
 * once per set of migrations and PGlite version, under node_modules/.cache, and every test server's
 * folder starts as a copy of it. Its seasons are not in it: the server creates them at its own clock.
 * A test of opening a folder from nothing (the admin CLI's) uses a plain empty folder. An in-memory
 * test database starts from the template's dump (`templateDump()`, a tarball beside the template):
 * a second of CPU instead of the seven that initdb and the migrations take.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, openPglite } from '#server/db/database';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'harvest-hub');

/** What the template depends on: every migration file and the PGlite build that wrote it. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files.filter((name) => /\.(?:sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's PGlite folder, built first if missing (into a folder of its own, then renamed: runs in parallel may race). */
async function templateFolder(): Promise<string> {
  const path = join(cacheDir, `pglite-${templateKey()}`);
  if (existsSync(path)) return path;
  mkdirSync(cacheDir, { recursive: true });
  const building = mkdtempSync(`${path}.building-`);
  try {
    const database = await openPglite(building);
    await database.migrate();
    await database.close();
    renameSync(join(building, 'pglite'), path);
    // Templates of older migrations are 40 MB each and nothing reads them again.
    for (const name of readdirSync(cacheDir)) {
      if (/^pglite-[0-9a-f]{16}(?:\.tar)?$/.test(name) && !join(cacheDir, name).startsWith(path))
        rmSync(join(cacheDir, name), { recursive: true, force: true });
    }
  } catch (error) {
    // Another run renamed its template first: use that one.
    if (!existsSync(path)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return path;
}

let template: Promise<string> | undefined;

/** The template's folder, looked up (or built) once per process. */
function templateOnce(): Promise<string> {
  template ??= templateFolder().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * A new temporary folder (its name starting with `prefix`) to give a server as its data folder,
 * holding a migrated PGlite database. The caller deletes it.
 */
export async function newDataDir(prefix: string): Promise<string> {
  const source = await templateOnce();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** The template's dump (PGlite's `dumpDataDir`), written once beside it: made from a copy, so the template is never opened. */
async function dumpFile(): Promise<string> {
  const path = `${await templateOnce()}.tar`;
  if (existsSync(path)) return path;
  const copy = await newDataDir('harvest-dump-');
  try {
    const database = new PGlite(join(copy, 'pglite'));
    await database.waitReady;
    const dump = await database.dumpDataDir('none');
    await database.close();
    // Written under a name of its own, then renamed: runs in parallel may race.
    const building = `${path}.${String(process.pid)}`;
    writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    renameSync(building, path);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return path;
}

let dump: Promise<string> | undefined;

/** A migrated database as a `dumpDataDir` tarball, for `openPglite(undefined, dump)`: an in-memory database without initdb or migrations. */
export async function templateDump(): Promise<Blob> {
  dump ??= dumpFile().catch((error: unknown) => {
    dump = undefined;
    throw error;
  });
  return new Blob([readFileSync(await dump)]);
}
