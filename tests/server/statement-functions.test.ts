/**
 * The hot statements as functions of the database (src/server/db/statement-functions.ts,
 * docs/scaling.md "PgBouncer"): created once whoever asks first, called with their parameters, a
 * new definition under a name of its own.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database';
import { statementFunction } from '#server/db/statement-functions';
import { prepare } from '#server/services/player-statements';
import { testDatabaseUrl, usingPostgres } from './helpers/database.ts';
import { useHarness } from './helpers/harness.ts';

const harness = useHarness();

/** The functions named after `name` the database holds. */
async function functionsNamed(database: Database, name: string): Promise<string[]> {
  const rows: unknown = await database.db.execute(sql`select proname from pg_proc where proname like ${`hh_${name}_%`} order by proname`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list as { proname: string }[]).map((row) => row.proname);
}

describe('a hot statement', () => {
  it('is created once when instances ask for it together, and each answers as the statement does', async () => {
    // A definition no earlier run made: the function does not exist yet.
    const step = randomInt(1_000_000);
    const text = `select $1::integer + ${String(step)} as n`;
    const shape = { params: ['integer'], returns: { n: 'integer' } };
    // On PostgreSQL two instances' pools; PGlite is one process's.
    const others = usingPostgres()
      ? [openPostgres(testDatabaseUrl(), { poolSize: 4 }), openPostgres(testDatabaseUrl(), { poolSize: 4 })]
      : [];
    const databases = others.length > 0 ? others : [harness.database, harness.database];
    try {
      const runs = databases.map((database) => database.prepare('probe', text, shape));
      const answers = await Promise.all(runs.flatMap((run) => Array.from({ length: 10 }, (_, index) => run([index]))));
      expect(answers.map((rows) => rows[0]?.n)).toEqual([
        ...Array.from({ length: 10 }, (_, index) => index + step),
        ...Array.from({ length: 10 }, (_, index) => index + step),
      ]);
      const { name } = statementFunction('probe', text, shape);
      expect(await functionsNamed(harness.database, 'probe')).toContain(name);
      expect((await functionsNamed(harness.database, 'probe')).filter((one) => one === name)).toHaveLength(1);
      await harness.database.db.execute(sql.raw(`drop function ${name}`));
    } finally {
      await Promise.all(others.map((database) => database.close()));
    }
  });

  it('takes each named placeholder once, wherever the statement uses it', async () => {
    const run = prepare(
      harness.database,
      'sum_probe',
      sql`select ${sql.placeholder('a')}::integer * 100 + ${sql.placeholder('b')}::integer * 10 + ${sql.placeholder('a')}::integer as n`,
      { params: { a: 'integer', b: 'integer' }, returns: { n: 'integer' } },
    );
    expect(await run({ a: 3, b: 5 })).toEqual([{ n: 353 }]);
  });

  it('gets a function of its own for another definition (two versions of the server side by side)', () => {
    const shape = { params: ['integer'], returns: { n: 'integer' } };
    const one = statementFunction('probe', 'select $1::integer as n', shape);
    const other = statementFunction('probe', 'select $1::integer + 1 as n', shape);
    expect(one.name).toMatch(/^hh_probe_[0-9a-f]{12}$/);
    expect(other.name).not.toBe(one.name);
    expect(one.call).toBe(`select * from ${one.name}($1)`);
    expect(() => statementFunction('Probe; drop', 'select 1 as n', shape)).toThrow(/lower-case/);
  });
});
