/**
 * The Discord link call, queued like the actions so a flaky network neither loses nor repeats it:
 * sent when the start parameter carries a Discord id. The welcome and the referrer's message are
 * the server's own, sent at the first login (docs/game-design.md, "Friends"): no round trip
 * through the client. Each call is queued once per key in the same transaction as the snapshot
 * that asked for it, sent until the server answers, then kept as done; the bodies carry ids only.
 */
import { DISCORD_PATH, botMessageResponseSchema } from '#protocol/bot-messages';
import type { GameUserResponse } from '#protocol/game-user';
import { parseStartParam } from '#protocol/start-param';
import { retryDelay } from '../transport/backoff.ts';
import type { DataContext } from '../context.ts';
import { guarded } from '../storage/db-guard.ts';
import type { MessageEntry } from '../storage/db-rows.ts';
import { requestJson } from './request.ts';
import { RequestError } from '../transport/request-error.ts';

export type PlannedMessage = Pick<MessageEntry, 'key' | 'kind' | 'body'>;

/**
 * The messages a game-user answer asks the client to send: the Discord link whenever the start
 * parameter names one (the server keeps the latest id and confirms the first link).
 */
export function plannedMessages(answer: Pick<GameUserResponse, 'gameUser'>, startParam: string | undefined): PlannedMessage[] {
  const telegramId = answer.gameUser.user_id;
  const start = parseStartParam(startParam);
  const planned: PlannedMessage[] = [];
  if (start.discordId !== null) {
    planned.push({
      key: `discord:${String(telegramId)}:${start.discordId}`,
      kind: 'discord',
      body: { discordId: start.discordId, telegramId },
    });
  }
  return planned;
}

/**
 * Queues the messages not queued before; must run inside a transaction over `messages`. Returns
 * how many were new.
 */
export async function queueMessages(context: DataContext, planned: readonly PlannedMessage[]): Promise<number> {
  let added = 0;
  for (const message of planned) {
    if ((await context.db.messages.where('key').equals(message.key).count()) > 0) continue;
    await context.db.messages.add({ ...message, attempts: 0, nextAttemptAt: 0 });
    added += 1;
  }
  return added;
}

type Sent = { done: true; outcome: string } | { done: false; error: RequestError; stop: boolean };

async function sendMessage(context: DataContext, entry: MessageEntry): Promise<Sent> {
  try {
    const answer = await requestJson(context, {
      method: 'POST',
      path: DISCORD_PATH,
      body: entry.body,
      schema: botMessageResponseSchema,
      mode: 'throw',
    });
    return { done: true, outcome: answer.status };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // A refusal (403: not this player's referrer; 400) is final: sending it again changes nothing.
    if (!error.transient && !error.sessionLost && error.kind !== 'login') return { done: true, outcome: error.message };
    return { done: false, error, stop: error.sessionLost };
  }
}

export interface MessageFlushResult {
  /** Entries the server answered or refused in this pass. */
  done: number;
  /** Entries still waiting. */
  remaining: number;
  /** Client time of the next due retry, ms, when an entry waits. */
  retryAt: number | undefined;
}

async function waiting(context: DataContext): Promise<MessageEntry[]> {
  const all = await guarded(context, 'messages', () => context.db.messages.orderBy('seq').toArray());
  // Entries an older build queued for the welcome or the referral are the server's now: never sent.
  return all.filter((entry) => entry.doneAt === undefined && entry.kind === 'discord');
}

/** Marks a failed attempt; returns the client time of the next one, ms. */
async function postpone(context: DataContext, entry: MessageEntry, error: RequestError): Promise<number> {
  const attempts = entry.attempts + 1;
  const nextAttemptAt = context.deps.wallNow() + retryDelay(attempts, context.deps.retry, context.deps.random());
  const seq = entry.seq;
  if (seq !== undefined)
    await guarded(context, 'messages', () => context.db.messages.update(seq, { attempts, nextAttemptAt, lastError: error.message }));
  return nextAttemptAt;
}

/** One pass: sends every due waiting message (independent of one another), oldest first. */
export async function flushMessages(context: DataContext): Promise<MessageFlushResult> {
  const result: MessageFlushResult = { done: 0, remaining: 0, retryAt: undefined };
  for (const entry of await waiting(context)) {
    const later = (time: number): void => {
      result.remaining += 1;
      result.retryAt = Math.min(result.retryAt ?? time, time);
    };
    if (entry.nextAttemptAt > context.deps.wallNow()) {
      later(entry.nextAttemptAt);
      continue;
    }
    const sent = await sendMessage(context, entry);
    if (sent.done) {
      const seq = entry.seq;
      if (seq !== undefined)
        await guarded(context, 'messages', () =>
          context.db.messages.update(seq, { doneAt: context.deps.wallNow(), outcome: sent.outcome }),
        );
      result.done += 1;
    } else if (sent.stop) {
      // The session is being renewed and the page reloads: the entry waits for the next page.
      result.remaining += 1;
    } else {
      later(await postpone(context, entry, sent.error));
    }
  }
  return result;
}
