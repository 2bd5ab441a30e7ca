/**
 * Sends the outbox to the server one entry at a time, in order (architecture, "An action"):
 * applied and duplicate answers confirm; a refusal drops the entry and tells the player why; a
 * transport failure keeps it and retries later with back-off and jitter; an entry refused as
 * malformed too many times moves to the dead letters so it never blocks the queue. Each entry
 * carries the time the player made it (`Action-Time`): a start and a collect made a cycle apart
 * offline are applied a cycle apart, whenever they arrive.
 */
import type { ActionResult } from '#domain/actions';
import { actionBody, enginePath, engineResponseSchema, type EngineResponse } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import { retryDelay } from '../transport/backoff.ts';
import type { DataContext } from '../context.ts';
import { guarded } from '../storage/db-guard.ts';
import type { OutboxEntry } from '../storage/db-rows.ts';
import { SEASON_REFRESH_MESSAGE } from '../transport/messages.ts';
import { requestJson } from './request.ts';
import { RequestError } from '../transport/request-error.ts';

/** How the server's answer to one entry is handled. */
type Verdict =
  | { kind: 'confirmed'; answer: EngineResponse }
  | { kind: 'refused'; error: RequestError }
  | { kind: 'malformed'; error: RequestError }
  | { kind: 'retry'; error: RequestError }
  | { kind: 'stop' };

/** Statuses that say the request itself is wrong (not the player's state): malformed. */
const MALFORMED_STATUSES = new Set([400, 404, 405, 413, 415]);

function judge(error: unknown): Verdict {
  if (!(error instanceof RequestError)) throw error;
  // The session is being renewed, or the season changed and the page reloads: keep the entry.
  if (error.sessionLost || error.message === SEASON_REFRESH_MESSAGE) return { kind: 'stop' };
  if (error.kind === 'schema' || (error.status !== undefined && MALFORMED_STATUSES.has(error.status) && !error.transient))
    return { kind: 'malformed', error };
  if (error.transient || error.kind === 'login') return { kind: 'retry', error };
  return { kind: 'refused', error };
}

async function sendEntry(context: DataContext, entry: OutboxEntry): Promise<Verdict> {
  try {
    const answer = await requestJson(context, {
      method: 'POST',
      path: enginePath(entry.action.type),
      body: actionBody(entry.action),
      headers: { [HEADERS.idempotencyKey]: entry.key, [HEADERS.seasonType]: entry.seasonType, [HEADERS.actionTime]: String(entry.at) },
      schema: engineResponseSchema,
      mode: 'throw',
    });
    return { kind: 'confirmed', answer };
  } catch (error) {
    return judge(error);
  }
}

async function dropRefused(context: DataContext, entry: OutboxEntry, error: RequestError): Promise<void> {
  const seq = entry.seq;
  if (seq !== undefined) await guarded(context, 'refused', () => context.db.outbox.delete(seq));
  const reason = error.reason ?? 'REFUSED';
  await context.games.of(entry.seasonType).dropped(entry.key, reason);
  context.emitter.emit('action-refused', { type: entry.action.type, reason, key: entry.key });
  context.emitter.emit('toast', { message: error.message, reason, source: `action:${entry.action.type}` });
}

async function deadLetter(context: DataContext, entry: OutboxEntry, error: RequestError): Promise<void> {
  const { db } = context;
  await guarded(context, 'dead-letter', () =>
    db.transaction('rw', [db.outbox, db.deadLetters], async () => {
      if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
      const { seq: _seq, attempts: _attempts, malformed: _malformed, nextAttemptAt: _next, lastError: _last, ...kept } = entry;
      await db.deadLetters.add({
        ...kept,
        failedAt: context.deps.wallNow(),
        status: error.status,
        reason: error.reason,
        message: error.message,
      });
    }),
  );
  await context.games.of(entry.seasonType).dropped(entry.key, error.reason ?? 'MALFORMED');
}

/** Marks a failed attempt; returns the client time of the next one, ms. */
async function postpone(context: DataContext, entry: OutboxEntry, error: RequestError, malformed: boolean): Promise<number> {
  const attempts = malformed ? entry.attempts : entry.attempts + 1;
  const malformedCount = malformed ? entry.malformed + 1 : entry.malformed;
  const wait = retryDelay(malformed ? malformedCount : attempts, context.deps.retry, context.deps.random());
  const nextAttemptAt = context.deps.wallNow() + wait;
  if (entry.seq !== undefined) {
    const seq = entry.seq;
    await guarded(context, 'postpone', () =>
      context.db.outbox.update(seq, { attempts, malformed: malformedCount, nextAttemptAt, lastError: error.message }),
    );
  }
  return nextAttemptAt;
}

export interface FlushResult {
  /** Entries the server confirmed (applied or duplicate). */
  confirmed: number;
  refused: number;
  deadLettered: number;
  /** Entries still waiting. */
  remaining: number;
  /** Client time of the next due retry, ms, when the flush stopped at a waiting entry. */
  retryAt: number | undefined;
}

/** One pass over the outbox, oldest first, until it is empty or an entry must wait. */
export async function flushOutbox(context: DataContext): Promise<FlushResult> {
  const result: FlushResult = { confirmed: 0, refused: 0, deadLettered: 0, remaining: 0, retryAt: undefined };
  for (;;) {
    const entry = await guarded(context, 'flush', () => context.db.outbox.orderBy('seq').first());
    if (entry === undefined) break;
    if (entry.nextAttemptAt > context.deps.wallNow()) {
      result.retryAt = entry.nextAttemptAt;
      break;
    }
    const verdict = await sendEntry(context, entry);
    if (verdict.kind === 'stop') break;
    if (verdict.kind === 'confirmed') {
      const answer = { ...verdict.answer, result: verdict.answer.result as ActionResult };
      await context.games.of(entry.seasonType).answered(entry.key, answer);
      context.emitter.emit('action-confirmed', { type: entry.action.type, key: entry.key, result: answer.result });
      result.confirmed += 1;
    } else if (verdict.kind === 'refused') {
      await dropRefused(context, entry, verdict.error);
      result.refused += 1;
    } else if (verdict.kind === 'malformed' && entry.malformed + 1 >= context.deps.maxMalformed) {
      await deadLetter(context, entry, verdict.error);
      result.deadLettered += 1;
    } else {
      result.retryAt = await postpone(context, entry, verdict.error, verdict.kind === 'malformed');
      break;
    }
  }
  result.remaining = await context.db.outbox.count();
  if (result.remaining === 0 && result.confirmed > 0) context.emitter.emit('outbox-drained', { confirmed: result.confirmed });
  return result;
}
