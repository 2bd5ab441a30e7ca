/**
 * What keeps the tables that grow with traffic bounded: answered idempotency keys (and the answer
 * bases they were stored against) are forgotten after a day (a client retries within minutes;
 * Stripe keeps its keys 24 h too), client error reports keep the newest CLIENT_ERRORS_KEPT and at
 * most 30 days, the start payloads of people who never opened the game go after 30 days, ad views
 * (tokens, confirmations) and their claims, the bot's handled update ids and the send rate's idle
 * chat slots after a day, and operator sessions once expired. The ledger, draws, players, seasons
 * and bot messages are the game's record and stay.
 *
 * Every instance runs it on a timer (`startMaintenance`); the tables that grow with play are pruned
 * in short batches that skip the rows another instance is deleting (services/batched-delete.ts), so
 * instances running it at once share the work, and no pass holds a long transaction.
 */
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { answerBases, botStarts, clientErrors, idempotencyKeys } from '../db/schema.ts';
import { pruneOperatorSessions } from '../console/operator-session.ts';
import { pruneAdViews } from './ad-views.ts';
import { deleteInBatches } from './batched-delete.ts';
import { pruneChatSlots } from './bot-send-rate.ts';
import { pruneBotUpdates } from './bot-updates.ts';
import { CLIENT_ERRORS_KEPT, pruneClientErrors } from './client-errors.ts';
import { BASE_REUSE_MS } from './stored-answers.ts';
import { startPeriodicPass } from './periodic-pass.ts';

const DAY_MS = 86_400_000;
/** How long an answered idempotency key is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;
/** How long a client error report, or a start payload never read, is kept. */
export const REPORT_TTL_MS = 30 * DAY_MS;

/**
 * Forgets the idempotency keys stored before `before`, then the answer bases no key left can need
 * (made BASE_REUSE_MS before that: a key takes a base younger than that, stored-answers.ts); answers
 * how many keys.
 */
export async function pruneIdempotencyKeys(db: Queryable, before: number): Promise<number> {
  const removed = await deleteInBatches(db, idempotencyKeys, lt(idempotencyKeys.createdAt, before));
  await deleteInBatches(db, answerBases, lt(answerBases.createdAt, before - BASE_REUSE_MS));
  return removed;
}

export interface MaintenanceReport {
  idempotencyKeys: number;
  clientErrors: number;
  botStarts: number;
  adViews: number;
  operatorSessions: number;
  botUpdates: number;
  botSendSlots: number;
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
  const sessions = await pruneOperatorSessions(db, now);
  const updates = await pruneBotUpdates(db, now - IDEMPOTENCY_KEY_TTL_MS);
  const slots = await pruneChatSlots(db, now - IDEMPOTENCY_KEY_TTL_MS);
  return {
    idempotencyKeys: keys,
    clientErrors: oldReports.length + extraReports,
    botStarts: starts.length,
    adViews: views,
    operatorSessions: sessions,
    botUpdates: updates,
    botSendSlots: slots,
  };
}

/**
 * Runs a pass now and every `intervalMs`; answers how to stop (waiting for a pass under way). A
 * tick while a pass is still running is skipped: passes piling up behind a slow database would
 * each hold the first deletes and starve the last ones.
 */
export function startMaintenance(db: Queryable, now: () => number, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodicPass(
    () => runMaintenance(db, now()),
    (report) => {
      if (Object.values(report).some((removed) => removed > 0)) log.info({ maintenance: report }, 'maintenance pass');
    },
    'maintenance pass',
    intervalMs,
    log,
  );
}
