/**
 * What an operator watches, in Prometheus' terms: one registry per app instance (a metric name
 * registered twice in one registry throws, and tests build many apps in one process).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

export interface AppMetrics {
  registry: Registry;
  /** By method, route pattern (never the raw URL) and status. */
  requests: Histogram<'method' | 'route' | 'status'>;
  /** Engine actions by name and outcome (applied, replayed, refused, failed), refusals by reason. */
  actions: Counter<'action' | 'outcome' | 'reason'>;
  /** Logins by outcome (ok, refused). */
  logins: Counter<'outcome'>;
  newPlayers: Counter;
  /** Players read without a lock (each one asked for; reads of one event-loop turn share a statement). */
  playerReads: Counter;
  /** Bot API calls by method and outcome (ok, refused, unreachable). */
  botCalls: Counter<'method' | 'outcome'>;
  /** Player messages by kind and status (sent, failed, recorded). */
  botMessages: Counter<'kind' | 'status'>;
  /** Client error reports stored, by kind (one of CLIENT_ERROR_KINDS, else `other`). */
  clientErrors: Counter<'kind'>;
  /** Stops what runs in the background (the event-loop monitor, the statement listener). */
  close(): void;
}

const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function databaseMetrics(registry: Registry, database: Database): () => void {
  new Gauge({
    name: 'harvest_db_pool_connections',
    help: 'Database connections by state (open, idle) and callers waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = database.pool();
      this.set({ state: 'open' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
  const statements = new Histogram({
    name: 'harvest_db_statement_duration_seconds',
    help: 'Time of each database statement (PGlite: and each transaction as a whole)',
    labelNames: ['kind'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  return database.onStatement((kind, ms) => {
    statements.observe({ kind }, ms / 1000);
  });
}

function eventLoopMetrics(registry: Registry): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Percentiles since the last scrape: the monitor is reset after each one.
  new Gauge({
    name: 'harvest_event_loop_delay_seconds',
    help: 'Event-loop delay since the last scrape, by quantile (0.5, 0.99, 1 = max)',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
      this.set({ quantile: '0.5' }, seconds(delay.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(delay.percentile(99)));
      this.set({ quantile: '1' }, seconds(delay.max));
      delay.reset();
    },
  });
  return () => {
    delay.disable();
  };
}

export function createMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const stopDatabase = databaseMetrics(registry, database);
  const stopEventLoop = eventLoopMetrics(registry);
  return {
    registry,
    requests: new Histogram({
      name: 'harvest_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    actions: new Counter({
      name: 'harvest_actions_total',
      help: 'Engine actions by name and outcome (applied, replayed, refused, failed), refusals by reason',
      labelNames: ['action', 'outcome', 'reason'] as const,
      registers,
    }),
    logins: new Counter({ name: 'harvest_logins_total', help: 'Logins by outcome', labelNames: ['outcome'] as const, registers }),
    newPlayers: new Counter({ name: 'harvest_new_players_total', help: 'Players created at their first open', registers }),
    playerReads: new Counter({
      name: 'harvest_player_reads_total',
      help: 'Players read without a lock, each one asked for (reads of one event-loop turn share a statement)',
      registers,
    }),
    botCalls: new Counter({
      name: 'harvest_bot_api_calls_total',
      help: 'Telegram Bot API calls by method and outcome (ok, refused, unreachable)',
      labelNames: ['method', 'outcome'] as const,
      registers,
    }),
    botMessages: new Counter({
      name: 'harvest_bot_messages_total',
      help: 'Messages to players by kind and status (sent, failed, retried after a failed call, skipped, recorded without a bot token)',
      labelNames: ['kind', 'status'] as const,
      registers,
    }),
    clientErrors: new Counter({
      name: 'harvest_client_errors_total',
      help: 'Client error reports stored, by kind (request, render, uncaught, rejection, other)',
      labelNames: ['kind'] as const,
      registers,
    }),
    close() {
      stopDatabase();
      stopEventLoop();
    },
  };
}
