/**
 * The one way the bot sends a message (docs/operations.md, "Bot messages and reminders"): a row of
 * `bot_messages` first, then `deliverRows`, which takes the rate's slots for the batch
 * (bot-send-rate.ts), sends each row in its slot through the one Bot API client and records the
 * outcomes. Senders on any number of instances take due rows with `FOR UPDATE SKIP LOCKED` and a
 * lease, so no row is taken twice; a row whose sender stopped before sending is taken again when
 * its lease ends, and a row whose sender stopped during the call is marked failed (its outcome is
 * unknown: never sent twice). The statements are in bot-queue-rows.ts.
 */
import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import { playButton } from '../bot/launch.ts';
import { botTexts } from '../bot/texts.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { botMessages, type BotMessageRowStatus } from '../db/schema.ts';
import type { BotCall } from '../telegram/bot-api.ts';
import { markBlocked } from './bot-contacts.ts';
import {
  holdMany,
  postpone,
  putBack,
  recordOutcomes,
  release,
  takeForSend,
  type HeldRow,
  type Outcome,
  type QueuedRow,
} from './bot-queue-rows.ts';
import { CHAT_INTERVAL_MS, SEND_TOLERANCE_MS, takeGlobalSlots } from './bot-send-rate.ts';

export { CLAIM_LEASE_MS, claim, failInterrupted, release, type HeldRow, type QueuedRow } from './bot-queue-rows.ts';
export type NewMessage = Pick<QueuedRow, 'kind' | 'userId' | 'chatId' | 'text'> & { dedupeKey?: string; topic?: string | null };

/** Tries before a message that keeps failing on the network is given up. */
export const MAX_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 2000;
const MAX_BACKOFF_MS = 15 * 60_000;
/** How long before its slot a row is taken for the call (about a statement's time). */
const TAKE_AHEAD_MS = 30;
/** Outcomes wait at most this long to be written together. */
const OUTCOME_FLUSH_MS = 200;

/** Queues messages (due at `now`); a message whose (kind, player, key) exists is not queued again. Answers how many were. */
export async function enqueue(db: Queryable, messages: NewMessage[], now: number): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = messages.map((message) => ({ ...message, status: 'queued' as const, dueAt: now, createdAt: now }));
  const inserted = await db.insert(botMessages).values(rows).onConflictDoNothing().returning({ id: botMessages.id });
  return inserted.length;
}

/** What a failed call makes of the row: sent again later (429, network, 5xx) or failed. */
function afterFailure(row: HeldRow, sent: Extract<BotCall<unknown>, { ok: false }>, now: number): Omit<Outcome, 'userId' | 'id'> {
  const error = `${sent.code === undefined ? sent.reason : `${sent.code}`}: ${sent.message}`.slice(0, 500);
  const failed = { status: 'failed' as const, error, dueAt: null, sentAt: null };
  if (sent.code === 429) return { ...failed, status: 'queued', dueAt: now + (sent.retryAfter ?? 1) * 1000 };
  const transient = sent.reason === 'BOT_UNREACHABLE' || (sent.code !== undefined && sent.code >= 500);
  if (transient && row.attempts + 1 < MAX_ATTEMPTS) {
    return { ...failed, status: 'queued', dueAt: now + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** row.attempts) };
  }
  return failed;
}

/** Outcomes written together: at most OUTCOME_FLUSH_MS after the call, and all of them by `end`. */
function outcomeWriter(context: AppContext, log: FastifyBaseLogger) {
  const waiting: Outcome[] = [];
  let writing = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting.splice(0);
    if (batch.length > 0) {
      // A write that fails leaves its rows pending: failed as "outcome unknown" when the lease ends.
      writing = writing
        .then(() => recordOutcomes(context.db, batch))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'outcomes not written');
        });
    }
    return writing;
  };
  return {
    add(row: HeldRow, outcome: Omit<Outcome, 'userId' | 'id'>) {
      waiting.push({ userId: row.userId, id: row.id, ...outcome });
      // A row put back after a failed call (429, network, 5xx) counts as a retry.
      context.metrics.botMessages.inc({ kind: row.kind, status: outcome.status === 'queued' ? 'retried' : outcome.status });
      timer ??= setTimeout(() => void flush(), OUTCOME_FLUSH_MS);
    },
    end: flush,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `rows`, which this sender holds (bot-queue-rows.ts `claim` or `hold`: skipped rows are
 * done), each in its own global slot, and records the outcomes; answers each row's new status by
 * id (`queued`: sent again later). `proceed` is asked as each slot comes: false leaves the row as
 * it was (the sender is stopping). Rows left held are the caller's to release.
 */
export async function deliverRows(
  context: AppContext,
  rows: HeldRow[],
  log: FastifyBaseLogger,
  proceed: () => boolean = () => true,
): Promise<Map<number, BotMessageRowStatus>> {
  const { db, config } = context;
  const statuses = new Map<number, BotMessageRowStatus>();
  for (const row of rows) {
    if (row.status === 'skipped') context.metrics.botMessages.inc({ kind: row.kind, status: 'skipped' });
    statuses.set(row.id, row.status);
  }
  // One row per chat in a batch: the chat's next one goes a second later, without spending a slot.
  const chats = new Set<string>();
  const [live, later] = [[], []] as [HeldRow[], HeldRow[]];
  for (const row of rows.filter((one) => one.status === 'queued')) {
    (chats.has(row.chatId) ? later : live).push(row);
    chats.add(row.chatId);
  }
  await postpone(db, later, config.now() + CHAT_INTERVAL_MS);
  const writer = outcomeWriter(context, log);
  if (!context.bot.enabled) {
    for (const row of live) {
      log.info({ kind: row.kind, chatId: row.chatId }, 'bot message recorded, not sent (no BOT_TOKEN)');
      writer.add(row, { status: 'recorded', error: null, dueAt: null, sentAt: null });
      statuses.set(row.id, 'recorded');
    }
    await writer.end();
    return statuses;
  }
  const slots = await takeGlobalSlots(db, config.now(), config.messages.perSecond, live.length);
  const sendOne = async (row: HeldRow, slot: number): Promise<BotMessageRowStatus> => {
    // The row is taken (its chat's second at the slot, pending) just ahead of the slot, so the
    // statement's time is not spent from the slot's tolerance.
    const ahead = slot - TAKE_AHEAD_MS - config.now();
    if (ahead > 0) await sleep(ahead);
    // A slot missed (a busy process woke up late) is let go: the row is taken again.
    if (!proceed() || config.now() - slot > SEND_TOLERANCE_MS) return 'queued';
    const at = Math.max(slot, config.now());
    const taken = await takeForSend(db, row, at);
    if (taken !== 'taken') return 'queued';
    const wait = slot - config.now();
    if (wait > 0) await sleep(wait);
    if (config.now() - slot > SEND_TOLERANCE_MS) {
      await putBack(db, row, at);
      return 'queued';
    }
    const play = row.kind === 'discord' ? undefined : playButton(config.bot, botTexts(row.language).play);
    const sent = await context.bot.sendMessage(Number(row.chatId), row.text, play === undefined ? [] : [[play]]);
    const now = config.now();
    if (sent.ok) {
      writer.add(row, { status: 'sent', error: null, dueAt: null, sentAt: now });
      return 'sent';
    }
    if (sent.code === 403) await markBlocked(db, Number(row.chatId), now);
    log.warn({ kind: row.kind, chatId: row.chatId, error: sent.message, code: sent.code }, 'bot message failed');
    const outcome = afterFailure(row, sent, now);
    writer.add(row, outcome);
    return outcome.status;
  };
  await Promise.all(
    live.map(async (row, index) => {
      try {
        statuses.set(row.id, await sendOne(row, slots[index] ?? config.now()));
      } catch (error) {
        // The row keeps its lease and is taken again when it ends.
        log.warn({ err: error, messageId: row.id }, 'bot message not sent (tried again later)');
      }
    }),
  );
  await writer.end();
  return statuses;
}

/** Slots a message sent at once (`deliver`) may miss (a busy process woke up late) before the queue's sender takes it. */
const SLOT_TRIES = 5;

interface Delivery {
  row: QueuedRow;
  log: FastifyBaseLogger;
}

/** Sends the rows of a batch, each in its slot, trying a row whose slot was missed again; answers each row's status. */
async function deliverBatch(context: AppContext, deliveries: readonly Delivery[]): Promise<BotMessageRowStatus[]> {
  const [first] = deliveries;
  if (first === undefined) return [];
  const statuses = new Map<number, BotMessageRowStatus>();
  let rows: QueuedRow[] = deliveries.map((delivery) => delivery.row);
  for (let tries = 0; tries < SLOT_TRIES && rows.length > 0; tries++) {
    // Still held after a try: their slot was missed (a busy chat or a failed call let them go).
    const held = await holdMany(context.db, rows, context.config.now());
    const sent = await deliverRows(context, held, first.log);
    for (const [id, status] of sent) statuses.set(id, status);
    rows = held.filter((row) => sent.get(row.id) === 'queued');
  }
  await release(context.db, rows);
  return deliveries.map((delivery) => statuses.get(delivery.row.id) ?? 'queued');
}

/** Each app's batches (`deliver`). */
const batches = new WeakMap<AppContext, DataLoader<Delivery, BotMessageRowStatus>>();

/**
 * Sends `row`, which its caller holds (its lease is `row.leaseUntil`), with the rows other requests
 * hand over in the same turn of the event loop; answers its new status. Not sent now: a queue
 * sender sends it. A batch is one hold, one take of the shared rate's slots and one write of the
 * outcomes: under an arrival of hundreds of new players a second, a turn holds many of them, and
 * the rate's row (`global`, one for every instance) is taken once a turn, not once a player
 * (docs/scaling.md).
 */
export function deliver(context: AppContext, row: QueuedRow, log: FastifyBaseLogger): Promise<BotMessageRowStatus> {
  let batch = batches.get(context);
  if (batch === undefined) {
    batch = new DataLoader((deliveries: readonly Delivery[]) => deliverBatch(context, deliveries), {
      cache: false,
      maxBatchSize: 100,
      batchScheduleFn: (send) => setImmediate(send),
    });
    batches.set(context, batch);
  }
  return batch.load({ row, log });
}
