/**
 * What one request of each kind costs, on a quiet stack (before the ramp):
 * - database round trips: requests one at a time to the first instance, its statement count read
 *   from /metrics before and after each (begin and commit are round trips too);
 * - CPU: a batch of each kind, 8 at a time over every instance, the CPU of the server processes
 *   and of the PostgreSQL backends (and PgBouncer) over the batch, divided by its requests.
 */
import { randomUUID } from 'node:crypto';
import { median } from '../stats.ts';
import { backendsOf, cpuOf, cpuSince } from './cpu.ts';
import { ACTION_NAMES, act, open, read, type Answer, type Player, type Run, type Sample } from './players.ts';
import { statementsRun, type Stack } from './stack.ts';

export interface RoundTrips {
  /** `kind outcome` → statements of each request. */
  byKind: Map<string, number[]>;
}

export interface CpuCost {
  kind: string;
  requests: number;
  serverMs: number;
  databaseMs: number;
  bouncerMs: number;
}

const quietRun = (urls: readonly string[], samples: Sample[]): Run => ({
  urls,
  record: (sample) => samples.push(sample),
  until: () => Number.POSITIVE_INFINITY,
});

function outcomeOf(kind: string, answer: Answer | undefined, replay: boolean): string {
  if (answer === undefined) return `${kind} dropped`;
  if (answer.status >= 300) return `${kind} refused`;
  return `${kind} ${replay ? 'replayed' : 'applied'}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statements per request, one request at a time on the first instance. */
export async function measureRoundTrips(stack: Stack, firstId: number, players: number): Promise<RoundTrips> {
  const [server] = stack.servers;
  if (server === undefined) throw new Error('no instance');
  const run = quietRun([server.url], []);
  const byKind = new Map<string, number[]>();
  const record = (key: string, used: number) => byKind.set(key, [...(byKind.get(key) ?? []), used]);
  const counted = async <T>(label: (result: T) => string, request: () => Promise<T>): Promise<T> => {
    const before = await statementsRun(server);
    const result = await request();
    const answered = await statementsRun(server);
    const key = label(result);
    record(key, answered - before);
    // What a request leaves running (a first open's welcome message) is counted apart, once the
    // count stops moving, and ends before the next request is counted.
    let settled = answered;
    for (let tries = 0; tries < 40; tries += 1) {
      await pause(50);
      const now = await statementsRun(server);
      if (now === settled) break;
      settled = now;
    }
    if (settled > answered) record(`${key}, after the answer`, settled - answered);
    return result;
  };
  for (let index = 0; index < players; index += 1) {
    const id = firstId + index;
    const player = await counted<Player | undefined>(
      (p) => (p === undefined ? 'first open dropped' : 'first open (login + new farm + lists)'),
      () => open(run, id),
    );
    if (player === undefined) continue;
    await counted(
      (p: Player | undefined) => (p === undefined ? 'login dropped' : 'login + snapshot + lists'),
      () => open(run, id),
    );
    await counted(
      (answer) => outcomeOf('game-user', answer, false),
      () => read(run, player, 'game-user', 'GET', '/backend/hub/game-user'),
    );
    await counted(
      (answer) => outcomeOf('game-user + lists', answer, false),
      () => read(run, player, 'game-user', 'GET', '/backend/hub/game-user?lists=1'),
    );
    await counted(
      (answer) => outcomeOf('season', answer, false),
      () => read(run, player, 'season', 'GET', '/backend/hub/season/get-data'),
    );
    await counted(
      (answer) => outcomeOf('quest-list', answer, false),
      () => read(run, player, 'quest-list', 'POST', '/backend/hub/engine/quest-list'),
    );
    await counted(
      (answer) => outcomeOf('leaderboard', answer, false),
      () => read(run, player, 'leaderboard', 'GET', '/backend/hub/leaderboard'),
    );
    await counted(
      (answer) => outcomeOf('friends', answer, false),
      () => read(run, player, 'friends', 'GET', '/backend/hub/friends'),
    );
    for (let step = 0; step < ACTION_NAMES.length; step += 1) {
      const key = randomUUID();
      await counted(
        (answer) => outcomeOf('action', answer, false),
        () => act(run, player, step, key),
      );
      if (step % 4 === 0)
        await counted(
          (answer) => outcomeOf('action', answer, true),
          () => act(run, player, step, key),
        );
    }
  }
  return { byKind };
}

/** The median and the largest count of each kind, one line each. */
export function roundTripLines(trips: RoundTrips): string[] {
  return [...trips.byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, counts]) => `| ${kind} | ${counts.length} | ${median(counts)} | ${Math.max(...counts)} |`);
}

type Kind = { kind: string; send: (run: Run, player: Player, index: number) => Promise<unknown> };

/** The kinds measured; the first opens log in players `newIds`, `newIds + 1`... who never opened the game. */
const kinds = (newIds: number): readonly Kind[] => [
  { kind: 'first open (login + new farm + lists)', send: (run, _player, index) => open(run, newIds + index) },
  { kind: 'login + snapshot + lists', send: (run, player) => open(run, player.id) },
  { kind: 'game-user', send: (run, player) => read(run, player, 'game-user', 'GET', '/backend/hub/game-user') },
  { kind: 'game-user + lists (a sync)', send: (run, player) => read(run, player, 'game-user', 'GET', '/backend/hub/game-user?lists=1') },
  { kind: 'action (the mix)', send: (run, player, index) => act(run, player, index) },
  { kind: 'season', send: (run, player) => read(run, player, 'season', 'GET', '/backend/hub/season/get-data') },
  { kind: 'quest-list', send: (run, player) => read(run, player, 'quest-list', 'POST', '/backend/hub/engine/quest-list') },
  { kind: 'leaderboard', send: (run, player) => read(run, player, 'leaderboard', 'GET', '/backend/hub/leaderboard') },
];

/** CPU ms per request of each kind, `requests` of it 8 at a time over `players` (first opens: players `newIds`...). */
export async function measureCpu(stack: Stack, players: readonly Player[], requests: number, newIds: number): Promise<CpuCost[]> {
  const run = quietRun(
    stack.servers.map((server) => server.url),
    [],
  );
  const serverPids = stack.servers.map((server) => server.pid);
  const costs: CpuCost[] = [];
  for (const { kind, send } of kinds(newIds)) {
    const backends = await backendsOf(stack.direct, stack.databaseName);
    const before = cpuOf([...serverPids, ...backends, stack.bouncer.pid]);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < requests) {
          next += 1;
          const player = players[next % players.length];
          if (player !== undefined) await send(run, player, next);
        }
      }),
    );
    const after = await backendsOf(stack.direct, stack.databaseName);
    costs.push({
      kind,
      requests,
      serverMs: cpuSince(before, serverPids) / requests,
      databaseMs: cpuSince(before, [...new Set([...backends, ...after])]) / requests,
      bouncerMs: cpuSince(before, [stack.bouncer.pid]) / requests,
    });
  }
  return costs;
}
