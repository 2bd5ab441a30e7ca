/**
 * What keeps the tables that grow with traffic bounded: answered idempotency keys are forgotten after
 * a day (a client retries within minutes; Stripe keeps its keys 24 h too), client error reports keep
 * the newest CLIENT_ERRORS_KEPT and at most 30 days, the start payloads of people who never
 * opened the game go after 30 days, and ad views (tokens, confirmations) and their claims after a day. The ledger, draws, players, seasons and bot messages are the
 * game's record and stay.
 *
 * Every instance runs it on a timer (`startMaintenance`); the deletes are idempotent, so instances
 * running it at once only repeat each other's work.
 */
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { botStarts, clientErrors, idempotencyKeys } from '../db/schema.ts';
import { pruneAdViews } from './ad-views.ts';
import { CLIENT_ERRORS_KEPT, pruneClientErrors } from './client-errors.ts';

const DAY_MS = 86_400_000;
/** How long an answered idempotency key is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;
/** How long a client error report, or a start payload never read, is kept. */
export const REPORT_TTL_MS = 30 * DAY_MS;

/** Forgets the idempotency keys stored before `before`; answers how many. */
export async function pruneIdempotencyKeys(db: Queryable, before: number): Promise<number> {
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return removed.length;
}

export interface MaintenanceReport {
  idempotencyKeys: number;
  clientErrors: number;
  botStarts: number;
  adViews: number;
}

/** One pass at `now`. */
export async function runMaintenance(db: Queryable, now: number): Promise<MaintenanceReport> {
  const keys = await pruneIdempotencyKeys(db, now - IDEMPOTENCY_KEY_TTL_MS);
  const oldReports = await db
    .delete(clientErrors)
    .where(lt(clientErrors.createdAt, now - REPORT_TTL_MS))
    .returning({ id: clientErrors.id });
  const extraReports = await pruneClientErrors(db, CLIENT_ERRORS_KEPT);
  const starts = await db
    .delete(botStarts)
    .where(lt(botStarts.createdAt, now - REPORT_TTL_MS))
    .returning({ id: botStarts.telegramId });
  // A day, as the keys: a claim retried later than its key's answer is a new claim, and its view is gone too.
  const views = await pruneAdViews(db, now - IDEMPOTENCY_KEY_TTL_MS);
  return { idempotencyKeys: keys, clientErrors: oldReports.length + extraReports, botStarts: starts.length, adViews: views };
}

/** Runs a pass now and every `intervalMs`; answers how to stop (waiting for a pass under way). */
export function startMaintenance(db: Queryable, now: () => number, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = runMaintenance(db, now()).then(
      (report) => {
        if (report.idempotencyKeys + report.clientErrors + report.botStarts + report.adViews > 0)
          log.info({ maintenance: report }, 'maintenance pass');
      },
      (error: unknown) => {
        log.warn({ err: error }, 'maintenance pass failed (tried again at the next)');
      },
    );
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
