/**
 * The server through PgBouncer in transaction mode (docs/scaling.md): two production instances
 * started together on an empty database behind it (both migrate, in turn, under the lock of the
 * migration's transaction), then virtual players (tests/bench/load/players.ts) play on both for
 * 25 s. No answer may be an error: a named prepared statement, or any state kept in a
 * session, breaks (a 500) as soon as PgBouncer hands a transaction a server connection another one
 * prepared on. An answer later than the players' time-out on a loaded machine is sent again, as the
 * client does, and must then succeed.
 */
import { describe, expect, it } from 'vitest';
import { play, type Sample } from '../bench/load/players.ts';
import { startStack } from '../bench/load/stack.ts';
import { createScratchDatabase } from './helpers/postgres.ts';

const PLAYERS = 20;
const SECONDS = 25;
const FIRST_ID = 760_000_000;

describe('through PgBouncer in transaction mode', () => {
  it('two instances migrate and serve players with no error', async () => {
    const scratch = await createScratchDatabase('pgbouncer');
    try {
      const stack = await startStack({
        databaseUrl: scratch.url,
        redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/4',
        instances: 2,
        poolSize: 6,
        // Fewer server connections than the instances' pools: transactions share them.
        serverConnections: 3,
      });
      try {
        const samples: Sample[] = [];
        const end = performance.now() + SECONDS * 1000;
        const run = { urls: stack.servers.map((server) => server.url), record: (sample: Sample) => samples.push(sample), until: () => end };
        const now = performance.now();
        await Promise.all(Array.from({ length: PLAYERS }, (_, index) => play(run, FIRST_ID + index, now + index * 200)));
        const errors = samples.filter((sample) => sample.outcome === 'error' && sample.status !== 'timeout');
        expect(errors.map((sample) => `${sample.kind} ${sample.status}`)).toEqual([]);
        expect(samples.filter((sample) => sample.kind === 'login' && sample.outcome === 'ok')).toHaveLength(PLAYERS);
        const actions = samples.filter(
          (sample) => !['login', 'quest-list', 'season', 'game-user', 'leaderboard', 'friends'].includes(sample.kind),
        );
        expect(actions.filter((sample) => sample.outcome === 'ok').length).toBeGreaterThan(0);
        expect(stack.servers.every((server) => server.alive())).toBe(true);
      } finally {
        await stack.stop();
      }
    } finally {
      await scratch.drop();
    }
  });
});
