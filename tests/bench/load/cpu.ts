/**
 * CPU time of processes by pid, from /proc (Linux): the server instances, and the PostgreSQL
 * backends serving the bench's database (the server connections PgBouncer keeps open).
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** User + system CPU ms of `pid` so far (0 once it is gone). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU ms of each pid. */
export function cpuOf(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
}

/** CPU ms spent by `pids` since `before` (a pid new since then counts from 0). */
export function cpuSince(before: Map<number, number>, pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) total += cpuMsOf(pid) - (before.get(pid) ?? 0);
  return total;
}

/** The backends connected to `database` now. */
export async function backendsOf(direct: pg.Pool, database: string): Promise<number[]> {
  const { rows } = await direct.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    database,
  ]);
  return rows.map((row) => row.pid);
}
