/**
 * The figures of `npm run bench:reminders` from what the stand-in received (its receive times) and
 * what the queue's rows say: the rate in any sliding second, per chat, copies, and every row's
 * fate against the messages received.
 */

export interface Arrival {
  at: number;
  chat: string;
  text: string;
}

export interface RowFate {
  chatId: string;
  text: string;
  status: string;
  error: string | null;
}

/** Reads the stand-in's lines: receive time, chat, text (JSON). */
export function parseArrivals(file: string): Arrival[] {
  return file
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [at, chat, text] = line.split('\t');
      return { at: Number(at), chat: chat ?? '', text: JSON.parse(text ?? '""') as string };
    })
    .sort((a, b) => a.at - b.at);
}

/** The most arrivals in any window of `windowMs` (arrivals sorted by time). */
export function peakInWindow(arrivals: Arrival[], windowMs = 1000): number {
  let peak = 0;
  let start = 0;
  for (let end = 0; end < arrivals.length; end++) {
    while ((arrivals[end]?.at ?? 0) - (arrivals[start]?.at ?? 0) >= windowMs) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

/** The most messages one chat received in any second, and the shortest gap between two to one chat (ms). */
export function perChat(arrivals: Arrival[]): { peak: number; shortestGap: number } {
  const byChat = new Map<string, Arrival[]>();
  for (const arrival of arrivals) {
    const list = byChat.get(arrival.chat);
    if (list === undefined) byChat.set(arrival.chat, [arrival]);
    else list.push(arrival);
  }
  let peak = 0;
  let shortestGap = Infinity;
  for (const list of byChat.values()) {
    peak = Math.max(peak, peakInWindow(list));
    for (let index = 1; index < list.length; index++)
      shortestGap = Math.min(shortestGap, (list[index]?.at ?? 0) - (list[index - 1]?.at ?? 0));
  }
  return { peak, shortestGap };
}

/** Seconds from `from` until the first whole second that held at least `share` of `rate`; null if none did. */
export function secondsToRate(arrivals: Arrival[], from: number, rate: number, share = 0.9): number | null {
  let start = 0;
  for (let end = 0; end < arrivals.length; end++) {
    while ((arrivals[end]?.at ?? 0) - (arrivals[start]?.at ?? 0) >= 1000) start++;
    if (end - start + 1 >= rate * share) return ((arrivals[end]?.at ?? from) - from) / 1000;
  }
  return null;
}

/** How many times each message (chat and text) arrived. */
export function receivedCounts(arrivals: Arrival[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { chat, text } of arrivals) counts.set(`${chat}\t${text}`, (counts.get(`${chat}\t${text}`) ?? 0) + 1);
  return counts;
}

export interface Reconciled {
  sent: number;
  sentReceivedOnce: number;
  sentNotReceived: number;
  receivedTwice: number;
  inDoubt: number;
  inDoubtReceived: number;
  left: number;
  /** Failed or skipped rows other than in doubt, by reason. */
  reasons: Map<string, number>;
  /** Messages received whose row is not `sent` (the rows in doubt that did go). */
  receivedNotSent: number;
}

const IN_DOUBT = 'outcome unknown';

/** Every row against what the stand-in received. */
export function reconcile(rows: RowFate[], counts: Map<string, number>): Reconciled {
  const result: Reconciled = {
    sent: 0,
    sentReceivedOnce: 0,
    sentNotReceived: 0,
    receivedTwice: [...counts.values()].filter((n) => n > 1).length,
    inDoubt: 0,
    inDoubtReceived: 0,
    left: 0,
    reasons: new Map(),
    receivedNotSent: 0,
  };
  for (const row of rows) {
    const received = counts.get(`${row.chatId}\t${row.text}`) ?? 0;
    if (row.status === 'sent') {
      result.sent += 1;
      if (received === 1) result.sentReceivedOnce += 1;
      if (received === 0) result.sentNotReceived += 1;
    } else if (row.status === 'queued' || row.status === 'pending') {
      result.left += 1;
    } else {
      if (received > 0) result.receivedNotSent += 1;
      if (row.error?.includes(IN_DOUBT) === true) {
        result.inDoubt += 1;
        if (received > 0) result.inDoubtReceived += 1;
      } else {
        const reason = `${row.status}: ${row.error ?? ''}`;
        result.reasons.set(reason, (result.reasons.get(reason) ?? 0) + 1);
      }
    }
  }
  return result;
}
