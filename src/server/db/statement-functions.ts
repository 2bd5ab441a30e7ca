/**
 * The hot statements as functions of the database (docs/scaling.md, "PgBouncer"). PostgreSQL parses
 * and plans a statement sent as text every time, a third of its work for the player's write, and
 * behind PgBouncer in transaction mode no named prepared statement lives from one transaction to
 * the next. A PL/pgSQL function keeps the plan of its statement for the session of the server
 * connection that runs it, whoever borrows that connection next. So each hot statement is created
 * once as `hh_<name>_<hash of its definition>` (the other version of the server, during a deploy,
 * has its own) and called with its parameters: a call is a few bytes to parse and nothing to plan.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** What a hot statement takes and answers, as SQL types (a function declares both). */
export interface StatementShape {
  /** The SQL type of each parameter, `$1` first. */
  params: readonly string[];
  /** The columns it answers, by name, with their SQL types, in the statement's order. */
  returns: Readonly<Record<string, string>>;
}

export interface StatementFunction {
  name: string;
  /** `create or replace function ...`: the same definition again changes nothing. */
  definition: string;
  /** What runs it: `select * from <name>($1, ...)`. */
  call: string;
}

/** The function of statement `text` (parameters `$1`...), named after `name` and a hash of its definition. */
export function statementFunction(name: string, text: string, shape: StatementShape): StatementFunction {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`statement name ${name}: lower-case letters and _ only`);
  if (text.includes('$hh$')) throw new Error(`statement ${name} holds the function's quote $hh$`);
  const params = shape.params.join(', ');
  const returns = Object.entries(shape.returns)
    .map(([column, type]) => `"${column}" ${type}`)
    .join(', ');
  // The columns the function answers are variables inside it too: a name the statement uses means its column.
  const body = `#variable_conflict use_column\nbegin\n  return query ${text};\nend`;
  const signature = `(${params}) returns table(${returns}) language plpgsql as $hh$\n${body}\n$hh$`;
  const hash = createHash('sha256').update(signature).digest('hex').slice(0, 12);
  const full = `hh_${name}_${hash}`;
  return {
    name: full,
    definition: `create or replace function ${full}${signature}`,
    call: `select * from ${full}(${shape.params.map((_, index) => `$${String(index + 1)}`).join(', ')})`,
  };
}

/** The transaction lock under which a function is looked for and created (instances starting together take turns). */
const STATEMENT_FUNCTION_LOCK_KEY = 0x4868_5346;

/** `create`, run by the first caller and awaited by the others; run again by the next caller after a failure. */
export function once(create: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= create().catch((error: unknown) => {
      done = undefined;
      throw error;
    }));
}

/** Creates `fn` unless the database has it, under a transaction lock: two instances starting together take turns. */
export async function createFunction(pool: pg.Pool, fn: StatementFunction, shape: StatementShape): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    await connection.query('select pg_advisory_xact_lock($1)', [STATEMENT_FUNCTION_LOCK_KEY]);
    // Asked by its signature, as the current search path finds it.
    const signature = `${fn.name}(${shape.params.join(', ')})`;
    const { rows } = await connection.query<{ present: boolean }>('select to_regprocedure($1) is not null as present', [signature]);
    if (rows[0]?.present !== true) await connection.query(fn.definition);
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
