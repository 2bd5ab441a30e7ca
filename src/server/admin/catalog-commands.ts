/**
 * `npm run admin -- catalog ...`: the catalog's versions from the command line, on the same
 * services as the operator console (`services/catalog-versions.ts`). The author of a change is
 * `--operator <telegram id>`, an operator of ADMIN_IDS (0, the command line, when not given; see
 * cli-actor.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Queryable } from '../db/database.ts';
import {
  activeCatalogVersion,
  listCatalogVersions,
  publishCatalog,
  readCatalogVersion,
  rollbackCatalog,
  type PublishOutcome,
} from '../services/catalog-versions.ts';

export const CATALOG_USAGE = `  catalog list                     list the catalog's versions (the active one marked)
  catalog export <file> [--version N]   write a version (default: the active one) to a JSON file
  catalog publish <file> [--operator ID]   check, simulate and publish a catalog from a JSON file
  catalog rollback <version> [--operator ID]   publish an earlier version's content again`;

interface Result {
  code: number;
  lines: string[];
}

const iso = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString());

function positive(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

function operatorOf(args: readonly string[]): number | undefined {
  const index = args.indexOf('--operator');
  if (index === -1) return 0;
  return positive(args[index + 1]);
}

function outcomeLines(outcome: PublishOutcome): Result {
  if (outcome.ok) return { code: 0, lines: [`Published version ${outcome.version}: it is the active catalog now.`] };
  return {
    code: 1,
    lines: [
      'Refused:',
      ...outcome.problems.map((problem) => `  ${problem}`),
      ...outcome.failedTargets.map((failed) => `  ${failed.target}: ${failed.figure} (target ${failed.limit})`),
    ],
  };
}

async function list(db: Queryable): Promise<Result> {
  const rows = await listCatalogVersions(db);
  const lines = rows.map(
    (row) =>
      `${row.active ? '*' : ' '} v${row.version}\t${row.status}\tcreated ${iso(row.createdAt)} by ${row.createdBy ?? 'seed'}\tpublished ${iso(row.publishedAt)}`,
  );
  return { code: 0, lines };
}

async function exportVersion(db: Queryable, args: readonly string[]): Promise<Result> {
  const [file] = args;
  const index = args.indexOf('--version');
  const version = index === -1 ? await activeCatalogVersion(db) : positive(args[index + 1]);
  if (file === undefined || file.startsWith('--') || version === undefined) return { code: 2, lines: [CATALOG_USAGE] };
  const stored = await readCatalogVersion(db, version);
  if (stored === undefined) return { code: 1, lines: [`There is no version ${version}.`] };
  await writeFile(file, `${JSON.stringify(stored.catalog, null, 2)}\n`);
  return { code: 0, lines: [`Wrote version ${version} to ${file}.`] };
}

async function publishFile(db: Queryable, args: readonly string[], now: number): Promise<Result> {
  const [file] = args;
  const operator = operatorOf(args);
  if (file === undefined || file.startsWith('--') || operator === undefined) return { code: 2, lines: [CATALOG_USAGE] };
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { code: 1, lines: [`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return outcomeLines(await publishCatalog(db, input, operator, now));
}

/** Runs `catalog <args>` at `now` (ms). */
export async function catalogCommand(db: Queryable, args: readonly string[], now: number): Promise<Result> {
  const [verb, ...rest] = args;
  switch (verb) {
    case 'list':
      return list(db);
    case 'export':
      return exportVersion(db, rest);
    case 'publish':
      return publishFile(db, rest, now);
    case 'rollback': {
      const version = positive(rest[0]);
      const operator = operatorOf(rest);
      if (version === undefined || operator === undefined) return { code: 2, lines: [CATALOG_USAGE] };
      return outcomeLines(await rollbackCatalog(db, version, operator, now));
    }
    default:
      return { code: 2, lines: [CATALOG_USAGE] };
  }
}
