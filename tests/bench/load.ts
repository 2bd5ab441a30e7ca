/**
 * `npm run bench:load`: how many players this machine holds (docs/scaling.md). K production-mode
 * instances on PostgreSQL through PgBouncer (transaction mode, started here) with Redis for the rate
 * limits; first the cost of each request kind on a quiet stack (round trips, CPU), then a ramp:
 * BENCH_START players arrive within BENCH_ARRIVAL_S seconds and play (tests/bench/load/players.ts)
 * for BENCH_HOLD_S, then BENCH_STEP more arrive, and so on until p99 crosses 200 ms or an error
 * comes back (or BENCH_MAX). Prints figures beside the targets; asserts nothing.
 *
 * Environment: BENCH_INSTANCES (2), BENCH_START (2000), BENCH_STEP (1000), BENCH_MAX (6000),
 * BENCH_ARRIVAL_S (5), BENCH_HOLD_S (20), BENCH_POOL (10 per instance), BENCH_SERVER_CONNECTIONS
 * (PgBouncer's, 8); BENCH_DATABASE_URL: a database to use as it is (e.g. the million players of
 * `npm run bench:million`), else a scratch database on TEST_DATABASE_URL's server, dropped at the end;
 * REDIS_URL (TEST_REDIS_URL, else redis://127.0.0.1:6379/4); BENCH_DIRECT=1: the instances straight
 * on PostgreSQL instead of through PgBouncer; BENCH_CPU_PROFILE: a folder where each
 * instance writes a V8 CPU profile of the run (open it in Chrome's DevTools, Performance panel).
 */
import { cpus, loadavg } from 'node:os';
import { createScratchDatabase, type ScratchDatabase } from '../proof/helpers/postgres.ts';
import { measureCpu, measureRoundTrips, roundTripLines } from './load/costs.ts';
import { open, play, type Player, type Run, type Sample } from './load/players.ts';
import { kindLines, storage, storageLines, summarize, windowLine, type Window } from './load/report.ts';
import { startStack } from './load/stack.ts';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const INSTANCES = number('BENCH_INSTANCES', 2);
const START = number('BENCH_START', 2000);
const STEP = number('BENCH_STEP', 1000);
const MAX = number('BENCH_MAX', 6000);
const ARRIVAL_MS = number('BENCH_ARRIVAL_S', 5) * 1000;
const HOLD_MS = number('BENCH_HOLD_S', 20) * 1000;
const P99_BUDGET_MS = 200;
/** Player ids of this run: fresh ones, above those `bench:million` stores. */
const FIRST_ID = 2_000_000_000 + (Math.floor(Date.now() / 1000) % 100_000) * 1000;
/** A day's play, for bytes per player per day: an estimate (docs/scaling.md), not a measurement. */
const ACTIONS_PER_DAY = 300;

async function main(): Promise<void> {
  let scratch: ScratchDatabase | undefined;
  const given = process.env.BENCH_DATABASE_URL;
  if (given === undefined || given === '') scratch = await createScratchDatabase('load');
  const databaseUrl = given !== undefined && given !== '' ? given : (scratch?.url ?? '');
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/4';
  const direct = process.env.BENCH_DIRECT === '1';
  const via = direct ? 'straight on PostgreSQL' : 'through PgBouncer (transaction mode)';
  const stack = await startStack({
    databaseUrl,
    redisUrl,
    instances: INSTANCES,
    poolSize: number('BENCH_POOL', 10),
    serverConnections: number('BENCH_SERVER_CONNECTIONS', 8),
    direct,
    cpuProfileDir: process.env.BENCH_CPU_PROFILE,
  });
  try {
    const startLoad = loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    const before = await storage(stack.direct);
    console.log(`${INSTANCES} instances ${via}; ${before.players} players stored at the start`);

    // Ids: 10 for the round trips, 40 measured, 300 first opens measured, then the ramp's (from 1000).
    const trips = await measureRoundTrips(stack, FIRST_ID, 10);
    const quiet: Sample[] = [];
    const warm: Run = { urls: stack.servers.map((server) => server.url), record: (sample) => quiet.push(sample), until: () => 0 };
    const cpuPlayers = (await Promise.all(Array.from({ length: 40 }, (_, index) => open(warm, FIRST_ID + 100 + index)))).filter(
      (player): player is Player => player !== undefined,
    );
    const cpu = await measureCpu(stack, cpuPlayers, 300, FIRST_ID + 500);

    const samples: Sample[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    const run: Run = { urls: stack.servers.map((server) => server.url), record: (sample) => samples.push(sample), until: () => stopAt };
    const windows: Window[] = [];
    const sessions: Promise<void>[] = [];
    let players = 0;
    let held = 0;
    const started = performance.now();
    for (let level = START; level <= MAX; level += STEP) {
      const from = performance.now();
      for (; players < level; players += 1) sessions.push(play(run, FIRST_ID + 1000 + players, from + Math.random() * ARRIVAL_MS));
      await new Promise((resolve) => setTimeout(resolve, ARRIVAL_MS + HOLD_MS));
      const to = performance.now();
      const window = { players: level, from, to, samples: samples.filter((sample) => sample.at >= from && sample.at < to) };
      windows.push(window);
      const summary = summarize(window.samples, (to - from) / 1000);
      console.log(windowLine(window, `${level} players`));
      if (summary.p99 > P99_BUDGET_MS || summary.errors > 0 || stack.servers.some((server) => !server.alive())) break;
      held = level;
    }
    stopAt = performance.now();
    await Promise.all(sessions);
    const after = await storage(stack.direct);
    const stored = storageLines(before, after);
    const first = windows[0];
    const whole = summarize(
      samples.filter((sample) => sample.at >= started),
      (stopAt - started) / 1000,
    );

    const out = [
      '',
      `## bench:load: ${INSTANCES} instances ${via}, ${before.players} players stored at the start`,
      '',
      `Machine: ${cpus().length} cores, load average at the start ${startLoad}, at the end ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (other work shares it).`,
      '',
      '| window | players | seconds | answers | req/s | p50 ms | p99 ms | max ms | game refusals | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...windows.map((window, index) =>
        windowLine(
          window,
          index === 0
            ? `arrival of ${window.players} in ${ARRIVAL_MS / 1000} s + ${HOLD_MS / 1000} s play`
            : `+${STEP} arrive, ${HOLD_MS / 1000} s play`,
        ),
      ),
      '',
      `Players held (p99 ≤ ${P99_BUDGET_MS} ms, no error): **${held === 0 ? `fewer than ${START}` : held}**. Whole run: ${whole.answers} answers, p50 ${whole.p50.toFixed(1)} ms, p99 ${whole.p99.toFixed(1)} ms, ${whole.errors} errors.`,
      `Target: ${START} players arriving within ${ARRIVAL_MS / 1000} s, p99 < ${P99_BUDGET_MS} ms over the whole first window, no error.`,
      '',
      ...(first === undefined
        ? []
        : [
            'Requests by kind, first window:',
            '',
            '| kind | answers | per second | p50 ms | p99 ms | game refusals | errors |',
            '|---|---:|---:|---:|---:|---:|---:|',
            ...kindLines(first),
            '',
          ]),
      'Database round trips per request (statements, begin and commit included; one request at a time). Target: at most 2 per applied action.',
      '',
      '| request | requests | median | max |',
      '|---|---:|---:|---:|',
      ...roundTripLines(trips),
      '',
      'CPU ms per request (300 each, 8 at a time, quiet stack):',
      '',
      '| kind | server | PostgreSQL | PgBouncer |',
      '|---|---:|---:|---:|',
      ...cpu.map((row) => `| ${row.kind} | ${row.serverMs.toFixed(2)} | ${row.databaseMs.toFixed(2)} | ${row.bouncerMs.toFixed(2)} |`),
      '',
      'Storage grown by the run (tables with indexes and TOAST):',
      '',
      '| table | rows added | bytes a row | share |',
      '|---|---:|---:|---:|',
      ...stored.lines,
      '',
      `Bytes stored per player per day: ${Math.round(stored.perPlayer)} (the player's rows) + ${ACTIONS_PER_DAY} actions × ${Math.round(stored.perAction)} = ${Math.round(stored.perPlayer + ACTIONS_PER_DAY * stored.perAction)} (${ACTIONS_PER_DAY} applied actions a day is an estimate; idempotency keys are kept a day).`,
    ];
    console.log(out.join('\n'));
  } finally {
    await stack.stop();
    await scratch?.drop();
  }
}

await main();
