/**
 * PGlite runs on the server's own thread: statements waiting for it must leave the event loop turns
 * to accept connections and read sockets (without that, a crowd of players was let in at a few
 * connections a second).
 */
import { sql } from 'drizzle-orm';
import { createServer, connect, type Server } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { openTestDatabase } from './helpers/database.ts';

let database: Database;

beforeAll(async () => {
  // The worker's PGlite (this file runs in the PGlite project only). Opening it may take a while on
  // a loaded machine: the projects' hook timeout (vite.config.ts) bounds it, as for every other file.
  database = await openTestDatabase();
  expect(database.kind).toBe('pglite');
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}

describe('PGlite statements take turns with the network', () => {
  it('accepts a connection made while hundreds of statements wait, long before they are done', async () => {
    let accepted = -1;
    let finished = 0;
    const server = createServer((socket) => {
      accepted = finished;
      socket.destroy();
    });
    const port = await listen(server);
    try {
      const statements = Array.from({ length: 300 }, (_, index) =>
        database.db.execute(sql`select count(*) from generate_series(1, 2000 + ${index})`).then(() => {
          finished++;
        }),
      );
      const client = connect(port, '127.0.0.1');
      client.on('error', () => undefined);
      await Promise.all(statements);
      client.destroy();
      expect(accepted).toBeGreaterThanOrEqual(0);
      expect(accepted).toBeLessThan(150);
    } finally {
      server.close();
    }
  });

  it('still runs every statement, in the order asked', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, (_, index) => database.db.execute(sql`select ${index}::int as n`).then(() => order.push(index))),
    );
    expect(order).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });
});
