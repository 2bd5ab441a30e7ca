/** The load bench's tables: latencies and rates of a window of samples, and the storage per player. */
import type pg from 'pg';
import { percentile } from '../stats.ts';
import type { Sample } from './players.ts';

export interface Window {
  players: number;
  from: number;
  to: number;
  samples: Sample[];
}

export interface Summary {
  answers: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  refusals: number;
  errors: number;
  /** Errors by status (`500`, `socket`, `timeout`...). */
  errorStatuses: Record<string, number>;
}

export function summarize(samples: readonly Sample[], seconds: number): Summary {
  const times = samples.map((sample) => sample.ms);
  const errorStatuses: Record<string, number> = {};
  for (const sample of samples) if (sample.outcome === 'error') errorStatuses[sample.status] = (errorStatuses[sample.status] ?? 0) + 1;
  return {
    answers: samples.length,
    perSecond: samples.length / seconds,
    p50: times.length === 0 ? 0 : percentile(times, 50),
    p99: times.length === 0 ? 0 : percentile(times, 99),
    max: times.length === 0 ? 0 : Math.max(...times),
    refusals: samples.filter((sample) => sample.outcome === 'refused').length,
    errors: samples.filter((sample) => sample.outcome === 'error').length,
    errorStatuses,
  };
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

export function windowLine(window: Window, label: string): string {
  const seconds = (window.to - window.from) / 1000;
  const summary = summarize(window.samples, seconds);
  const errors = Object.entries(summary.errorStatuses)
    .map(([status, count]) => `${status}×${String(count)}`)
    .join(' ');
  return `| ${label} | ${window.players} | ${seconds.toFixed(0)} | ${summary.answers} | ${summary.perSecond.toFixed(0)} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${ms(summary.max)} | ${summary.refusals} | ${summary.errors}${errors === '' ? '' : ` (${errors})`} |`;
}

/** One line per request kind of `window`. */
export function kindLines(window: Window): string[] {
  const seconds = (window.to - window.from) / 1000;
  const kinds = new Map<string, Sample[]>();
  for (const sample of window.samples) kinds.set(sample.kind, [...(kinds.get(sample.kind) ?? []), sample]);
  return [...kinds.entries()]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([kind, samples]) => {
      const summary = summarize(samples, seconds);
      return `| ${kind} | ${summary.answers} | ${summary.perSecond.toFixed(1)} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${summary.refusals} | ${summary.errors} |`;
    });
}

export interface Storage {
  players: number;
  /** Rows, bytes (with indexes and TOAST) and mean bytes of a row alone of each table. */
  tables: Map<string, { rows: number; bytes: number; rowBytes: number }>;
}

export async function storage(direct: pg.Pool): Promise<Storage> {
  const { rows: names } = await direct.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_total_relation_size(c.oid)::text as bytes from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const tables = new Map<string, { rows: number; bytes: number; rowBytes: number }>();
  for (const { name, bytes } of names) {
    const [row] = (
      await direct.query<{ rows: string; size: string | null }>(
        `select count(*)::text as rows, avg(pg_column_size(t.*))::text as size from "${name}" t`,
      )
    ).rows;
    tables.set(name, { rows: Number(row?.rows ?? 0), bytes: Number(bytes), rowBytes: Number(row?.size ?? 0) });
  }
  return { players: tables.get('users')?.rows ?? 0, tables };
}

/** Tables whose rows a player's play adds (the rest grow with players, or not at all). */
const PER_ACTION = new Set(['idempotency_keys', 'token_ledger', 'draw_log', 'ad_views', 'ad_claims', 'player_news', 'friend_shares']);

/** Below this many rows, a table's pages say little about its rows: the row alone is counted. */
const MEASURED_ROWS = 10_000;

/**
 * The rows each table gained from `before` to `after`, per new player or per applied action (each
 * applied action stores its key: the keys added), at the table's mean bytes a row, indexes and
 * TOAST included (a table of fewer than MEASURED_ROWS rows: the row alone, without indexes).
 */
export function storageLines(before: Storage, after: Storage): { lines: string[]; perPlayer: number; perAction: number } {
  const newPlayers = Math.max(1, after.players - before.players);
  const applied = Math.max(1, (after.tables.get('idempotency_keys')?.rows ?? 0) - (before.tables.get('idempotency_keys')?.rows ?? 0));
  let perPlayer = 0;
  let perAction = 0;
  const lines: string[] = [];
  for (const [table, { rows, bytes, rowBytes }] of [...after.tables.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const added = rows - (before.tables.get(table)?.rows ?? 0);
    if (added <= 0) continue;
    const measured = rows >= MEASURED_ROWS;
    const perRow = measured ? bytes / rows : rowBytes;
    const byAction = PER_ACTION.has(table);
    const share = (added * perRow) / (byAction ? Math.max(1, applied) : newPlayers);
    if (byAction) perAction += share;
    else perPlayer += share;
    lines.push(
      `| ${table} | ${added} | ${perRow.toFixed(0)}${measured ? '' : ' (row alone)'} | ${share.toFixed(0)} per ${byAction ? 'applied action' : 'new player'} |`,
    );
  }
  return { lines, perPlayer, perAction };
}
