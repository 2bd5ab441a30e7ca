/**
 * Load: simulated players play against ONE server process, first on PostgreSQL (a scratch database),
 * then on PGlite (a scratch folder). Each player logs in (POST /backend/auth/telegram with signed
 * launch data) and creates its farm, then autocannon gives it one connection and its session to play
 * the mix of game-user reads and engine actions. Target: zero errors – no 5xx, no 429, no other 4xx,
 * no socket errors, no timeouts. Game refusals (409/422 with a rule's reason, e.g.
 * NOT_ENOUGH_RESOURCES) are the game working and are counted apart.
 *
 * Short: 50 players for 5 s on each database. Full (`npm run proof -- --full`): 500 players for 60 s.
 * The rate limits are lifted through RATE_LIMIT_PER_SESSION / RATE_LIMIT_PER_ADDRESS (all players
 * share 127.0.0.1), and the proof checks that not one 429 came back.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './helpers/players.ts';
import { counts, errorCount, runPlayers, warmUp, type LoadResult } from './helpers/load.ts';
import { createScratchDatabase } from './helpers/postgres.ts';
import { UNLIMITED_RATES, serverEnv, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { newDataDir } from '../server/helpers/data-dir.ts';
import { full, recordResult } from './results.ts';

const PLAYERS = full ? 500 : 50;
const SECONDS = full ? 60 : 5;

const rows: { database: string; result: LoadResult; warmUpSeconds: number }[] = [];

function players(firstId: number) {
  return Array.from({ length: PLAYERS }, (_, index) => ({ id: firstId + index, premium: index % 10 === 0 }));
}

function table(): string {
  const lines = [
    '| database | players | seconds | answers | req/s | p50 ms | p99 ms | max ms | success | game refusals | errors | 429 | log in + create all players |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { database, result, warmUpSeconds } of rows) {
    const success = Object.entries(result.byStatus)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);
    const refused = Object.values(result.refusals).reduce((sum, count) => sum + count, 0);
    lines.push(
      `| ${database} | ${result.connections} | ${result.seconds} | ${result.responses} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.max} | ${success} | ${refused} | ${errorCount(result)} | ${result.byStatus['429'] ?? 0} | ${warmUpSeconds.toFixed(1)} s |`,
    );
  }
  const details = rows.map(
    ({ database, result }) =>
      `- ${database}: statuses ${counts(result.byStatus)}; refusals ${counts(result.refusals)}; failures ${counts(result.failures)}; socket errors ${result.socketErrors}, timeouts ${result.timeouts}`,
  );
  return [
    ...lines,
    '',
    `One server process per database. Every player first logs in (POST /backend/auth/telegram, signed launch data) and creates its farm (game-user), 10 at a time; then autocannon runs one connection per player with that session, playing the mix game-user + engine actions (a fresh Idempotency-Key on each action). Latencies cover every answer. Rate limits lifted with ${Object.keys(UNLIMITED_RATES).join(', ')}.`,
    '',
    ...details,
  ].join('\n');
}

/** The zero-error target, with what went wrong in the message. */
function expectNoErrors(result: LoadResult): void {
  const what = `failures ${counts(result.failures)}; socket errors ${result.socketErrors}; timeouts ${result.timeouts}\n${result.failureSamples.join('\n')}`;
  expect(errorCount(result), what).toBe(0);
  expect(result.byStatus['429'] ?? 0, 'rate limited').toBe(0);
  expect(
    Object.keys(result.byStatus).filter((status) => status.startsWith('5')),
    what,
  ).toEqual([]);
  expect(result.playersPlayed, 'every player played').toBe(PLAYERS);
  // Every player got past its login and played: answers well beyond one per player.
  expect(result.responses).toBeGreaterThan(PLAYERS * 3);
  expect(result.byStep['game-user'] ?? 0).toBeGreaterThan(0);
  expect(result.byStatus['200'] ?? 0).toBeGreaterThan(PLAYERS * 2);
}

async function playAgainst(database: string, env: Record<string, string>, firstId: number): Promise<void> {
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(serverEnv(env), `${database} server`);
    const everyone = players(firstId);
    const started = performance.now();
    const sessions = await warmUp(server.url, everyone);
    const warmUpSeconds = (performance.now() - started) / 1000;
    expect(sessions.size).toBe(PLAYERS);
    const result = await runPlayers({ url: server.url, players: everyone, sessions, seconds: SECONDS, instance: database });
    rows.push({ database, result, warmUpSeconds });
    console.log(
      `${database}: ${result.responses} answers, ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.playersPlayed} players played; statuses ${counts(result.byStatus)}`,
    );
    expectNoErrors(result);
    expect(server.alive()).toBe(true);
    expect((await call(`${server.url}/backend/health`)).status).toBe(200);
  } finally {
    const code = await server?.stop();
    if (server !== undefined) expect(code, server.output().slice(-2000)).toBe(0);
  }
}

describe(`load: ${PLAYERS} players for ${SECONDS} s against one server`, () => {
  afterAll(() => {
    const markdown = table();
    console.log(`\n${markdown}\n`);
    recordResult('load', markdown);
  });

  it('on PostgreSQL: no 5xx, no 429, no socket errors, no timeouts', async () => {
    const scratch = await createScratchDatabase('load');
    try {
      await playAgainst('PostgreSQL', { DATABASE_URL: scratch.url }, 710_000_000);
    } finally {
      await scratch.drop();
    }
  });

  it('on PGlite: no 5xx, no 429, no socket errors, no timeouts', async () => {
    const dataDir = await newDataDir('hh-proof-load-');
    try {
      await playAgainst('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 720_000_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
