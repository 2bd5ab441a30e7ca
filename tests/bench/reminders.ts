/**
 * `npm run bench:reminders`: the bot's message queue (docs/operations.md, "Bot messages and
 * reminders") at the real limit, on PostgreSQL (DATABASE_URL). BENCH_REMINDERS queued reminders
 * (100,000; one per chat) and 100 chats with 3 announcements each are sent by two sender
 * processes (tests/bench/reminders-sender.ts: the real app) to a Bot API stand-in in a third
 * (tests/bench/bot-api-standin.ts), which records when each message arrives. When half have
 * arrived, one sender is killed (SIGKILL: it gives nothing back) and started again. Progress is
 * printed every minute; at the end, the figures beside their targets:
 *
 * - the rate: the most messages in any sliding second at the stand-in (<= 25), per chat (<= 1);
 * - none sent twice: the stand-in's count per message;
 * - none lost: every row sent, or failed/skipped with its reason, every `sent` row received
 *   exactly once; the rows in doubt (their sender died during the call) counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openPostgres } from '#server/db/database';
import { slotInterval } from '#server/services/bot-send-rate';
import { prepareDatabase } from '#server/services/seasons';
import { parseArrivals, peakInWindow, perChat, receivedCounts, reconcile, secondsToRate, type RowFate } from './reminders-figures.ts';

const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 100_000);
const RATE = 25;
const BUSY_CHATS = 100;
const PER_BUSY_CHAT = 3;
const FIRST_CHAT = 500_000_000;
const BUSY_FIRST = 400_000_000;
const TOTAL = REMINDERS + BUSY_CHATS * PER_BUSY_CHAT;
const OUT = process.env.BENCH_DIR ?? tmpdir();
const ARRIVALS = join(OUT, `reminders-arrivals-${String(process.pid)}.tsv`);

const url = process.env.DATABASE_URL;
if (url === undefined) throw new Error('bench:reminders runs on PostgreSQL: set DATABASE_URL');
const database = openPostgres(url, { poolSize: 2 });
const { db } = database;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const clock = (since: number) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

async function seed(now: number): Promise<void> {
  await db.execute(sql`truncate bot_messages, bot_contacts, bot_send_slots restart identity`);
  await db.execute(sql`insert into bot_contacts (user_id, allows_messages, updated_at)
    select g, true, ${now}::bigint from generate_series(${BUSY_FIRST}::bigint, ${BUSY_FIRST + BUSY_CHATS - 1}::bigint) g
    union all select g, true, ${now}::bigint from generate_series(${FIRST_CHAT}::bigint, ${FIRST_CHAT + REMINDERS - 1}::bigint) g`);
  // The busy chats first, a chat's 3 side by side: the one-a-second rule puts two of them back.
  await db.execute(sql`insert into bot_messages (kind, user_id, dedupe_key, chat_id, text, status, due_at, created_at)
    select 'announcement', s.c, s.k::text, s.c::text, 'News ' || s.k, 'queued', ${now}::bigint, ${now}::bigint
    from generate_series(${BUSY_FIRST}::bigint, ${BUSY_FIRST + BUSY_CHATS - 1}::bigint) as chats(c)
      cross join generate_series(1, ${PER_BUSY_CHAT}::int) as keys(k), lateral (select chats.c as c, keys.k as k) s
    order by s.c, s.k`);
  await db.execute(sql`insert into bot_messages (kind, user_id, dedupe_key, topic, chat_id, text, status, due_at, created_at)
    select 'reminder', g, '1', 'storage', g::text, 'Your storage is full', 'queued', ${now}::bigint, ${now}::bigint
    from generate_series(${FIRST_CHAT}::bigint, ${FIRST_CHAT + REMINDERS - 1}::bigint) g`);
}

/** Transactions committed in the database so far (each statement of the senders is one). */
async function transactions(): Promise<number> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}

async function statusCounts(): Promise<Record<string, number>> {
  const result = await db.execute(sql`select status, count(*)::int as n from bot_messages group by status`);
  return Object.fromEntries(rowsOf(result).map((row) => [String(row.status), Number(row.n)]));
}

/** Starts a tsx script; answers the process and its first line of output. */
async function start(script: string, env: Record<string, string>, log: string): Promise<{ child: ChildProcess; first: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => {
      reject(new Error(`${script} exited (${String(code)}) before it started`));
    });
  });
  lines.on('line', (line) => {
    console.log(`[${log}] ${line}`);
  });
  return { child, first };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.once('exit', () => {
        resolve();
      });
  });

async function main(): Promise<void> {
  await prepareDatabase(database, Date.now());
  const seeded = Date.now();
  await seed(seeded);
  console.log(`PostgreSQL: ${TOTAL} messages queued in ${Date.now() - seeded} ms; arrivals in ${ARRIVALS}`);
  const standIn = await start('bot-api-standin.ts', { BENCH_ARRIVALS: ARRIVALS }, 'stand-in');
  // The instrument ahead of the crowd: on a loaded machine its receive times would be its own wait for the CPU.
  try {
    setPriority(standIn.child.pid ?? 0, -10);
  } catch {
    console.log('the stand-in runs at the usual priority (raising it needs root): its receive times include its waits for the CPU');
  }
  const apiBase = standIn.first;
  const received = async () => ((await (await fetch(`${apiBase}/bench/count`)).json()) as { received: number }).received;
  const sender = async (name: string) => (await start('reminders-sender.ts', { TELEGRAM_API_BASE: apiBase }, name)).child;
  const committedBefore = await transactions();
  const began = Date.now();
  // Both at once: one starting (compiling) while the other sends would slow the other on a small machine.
  const senders = await Promise.all([sender('sender A'), sender('sender B')]);
  let killedAt: { at: number; received: number } | undefined;
  let lastMinute = { at: began, received: 0 };
  for (;;) {
    await sleep(2000);
    const count = await received();
    if (killedAt === undefined && count >= TOTAL / 2) {
      killedAt = { at: Date.now(), received: count };
      senders[0].kill('SIGKILL');
      console.log(`[${clock(began)}] sender A killed (SIGKILL) at ${count} received; started again`);
      senders[0] = await sender('sender A again');
    }
    const states = await statusCounts();
    if (Date.now() - lastMinute.at >= 60_000) {
      const rate = (count - lastMinute.received) / ((Date.now() - lastMinute.at) / 1000);
      const parts = Object.entries(states).map(([status, n]) => `${status} ${n}`);
      console.log(`[${clock(began)}] received ${count}/${TOTAL} (${rate.toFixed(1)}/s in the last minute); rows: ${parts.join(', ')}`);
      lastMinute = { at: Date.now(), received: count };
    }
    if ((states.queued ?? 0) + (states.pending ?? 0) === 0) break;
  }
  const ended = Date.now();
  statementsPerMessage = (await transactions()) - committedBefore;
  for (const child of senders) child.kill('SIGTERM');
  await Promise.all(senders.map(stopped));
  standIn.child.kill('SIGTERM');
  await stopped(standIn.child);
  report(began, ended, killedAt);
  const fates = rowsOf(await db.execute(sql`select chat_id, text, status, error from bot_messages`)).map((row): RowFate => ({
    chatId: String(row.chat_id),
    text: String(row.text),
    status: String(row.status),
    error: (row.error ?? null) as string | null,
  }));
  reportRows(fates);
  await database.close();
}

let arrivalsRead: ReturnType<typeof parseArrivals> = [];
/** Transactions during the run, divided by the messages once they are read. */
let statementsPerMessage = 0;

function report(began: number, ended: number, killedAt: { at: number; received: number } | undefined): void {
  arrivalsRead = parseArrivals(readFileSync(ARRIVALS, 'utf8'));
  const arrivals = arrivalsRead;
  const seconds = (ended - began) / 1000;
  const chats = perChat(arrivals);
  const first = arrivals[0]?.at ?? began;
  // The slots' own rate (bot-send-rate.ts): below the limit by the allowance for a late call.
  const slotsRate = 1000 / slotInterval(RATE);
  const toRate = secondsToRate(arrivals, first, slotsRate);
  const afterKill = killedAt === undefined ? [] : arrivals.filter((arrival) => arrival.at >= killedAt.at);
  const killedFor = killedAt === undefined ? 'no kill' : `${killedAt.received} received, then ${afterKill.length} more`;
  table('the rate', [
    ['most messages in any sliding second (stand-in receive times)', `<= ${RATE}`, String(peakInWindow(arrivals))],
    ['average a second, senders started to last row done', `<= ${RATE}`, (arrivals.length / seconds).toFixed(1)],
    [
      'average a second, first to last message',
      `<= ${RATE}`,
      (arrivals.length / (((arrivals.at(-1)?.at ?? first) - first) / 1000)).toFixed(1),
    ],
    ['statements a message (both senders and the bench, pg_stat_database)', 'was ~6', (statementsPerMessage / arrivals.length).toFixed(2)],
    ['seconds from senders started to the first message', '-', ((first - began) / 1000).toFixed(1)],
    [
      `seconds from the first message until a second held 90% of the slots' ${slotsRate.toFixed(1)} a second`,
      'small',
      toRate === null ? 'never' : toRate.toFixed(1),
    ],
    ['most messages to one chat in any second', '<= 1', String(chats.peak)],
    ['shortest gap between two messages to one chat', '>= 1000 ms', `${chats.shortestGap} ms`],
    ['one sender killed (SIGKILL) midway and started again', 'yes', killedFor],
  ]);
}

function reportRows(fates: RowFate[]): void {
  const counts = receivedCounts(arrivalsRead);
  const r = reconcile(fates, counts);
  const reasons = [...r.reasons].map(([reason, n]) => `${n} ${reason}`).join('; ');
  table('none twice, none lost', [
    ['rows queued', String(TOTAL), String(fates.length)],
    ['messages the stand-in received', `${TOTAL} - rows not sent`, String(arrivalsRead.length)],
    ['messages received more than once', '0', String(r.receivedTwice)],
    ["rows 'sent'", String(TOTAL), String(r.sent)],
    ["'sent' rows received exactly once", String(r.sent), String(r.sentReceivedOnce)],
    ["'sent' rows never received", '0', String(r.sentNotReceived)],
    ['rows left queued or pending', '0', String(r.left)],
    ['rows in doubt (sender died during the call: failed, outcome unknown)', 'few', String(r.inDoubt)],
    ['  of them received by the stand-in', '-', String(r.inDoubtReceived)],
    ['rows failed or skipped for another stated reason', '0', reasons === '' ? '0' : reasons],
    ["messages received whose row is not 'sent' (in doubt, went)", '= received in doubt', String(r.receivedNotSent)],
  ]);
}

function table(title: string, rows: [string, string, string][]): void {
  const width = Math.max(...rows.map(([name]) => name.length), 'measure'.length);
  const target = Math.max(...rows.map(([, goal]) => goal.length), 'target'.length);
  console.log(`\n${title}\n${'measure'.padEnd(width)} | ${'target'.padEnd(target)} | measured`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(target)}-|---------`);
  for (const [name, goal, measured] of rows) console.log(`${name.padEnd(width)} | ${goal.padEnd(target)} | ${measured}`);
}

await main();
