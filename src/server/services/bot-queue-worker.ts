/**
 * The queue's sender, one per instance (docs/operations.md, "Bot messages and reminders"): it takes
 * due rows (bot-queue.ts), sends each in its slot of the shared rate, and looks again at once
 * while there are more, or after `pollMs` when there are none. Stopping lets the calls under way
 * end and gives back the rows taken but not sent, so a restart loses nothing and sends nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { claim, deliverRows, failInterrupted, release, type HeldRow } from './bot-queue.ts';

export interface QueueSender {
  /** Resolves when the sender has stopped: calls ended, untouched rows given back. */
  stop(): Promise<void>;
  /** Stops without giving rows back (as a killed process would): for tests and the bench. */
  abandon(): Promise<void>;
}

/** Rows a sender takes at a time: about a second of the rate. */
function batchSize(perSecond: number): number {
  return Math.max(1, Math.min(100, Math.ceil(perSecond)));
}

export function startQueueSender(context: AppContext, log: FastifyBaseLogger): QueueSender {
  const { db, config } = context;
  let stopping = false;
  const stopped = () => stopping;
  let giveBack = true;
  let wake: (() => void) | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.messages.pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function sendBatch(rows: HeldRow[]): Promise<void> {
    // Each row in its own slot of the shared rate.
    await deliverRows(context, rows, log, () => !stopping);
    if (giveBack) await release(db, rows);
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let rows: HeldRow[] = [];
      try {
        await failInterrupted(db, config.now());
        rows = await claim(db, config.now(), batchSize(config.messages.perSecond));
        await sendBatch(rows);
      } catch (error) {
        log.warn({ err: error }, 'message queue pass failed (tried again)');
      }
      // Read again: a stop may have come during the pass.
      if (rows.length === 0 && !stopped()) await idle();
    }
  }

  const running = loop();
  const halt = async () => {
    stopping = true;
    wake?.();
    await running;
  };
  return {
    stop: halt,
    abandon: async () => {
      giveBack = false;
      await halt();
    },
  };
}
