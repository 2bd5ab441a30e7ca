import { createRequire } from 'node:module';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '#server/config';
import { configFromEnv } from '#server/config-env';
import { useHarness } from './helpers/harness.ts';

const harness = useHarness();

/** The app of this test, listening on a port of its own (closed with the app). */
async function listening(connections: Partial<ServerConfig['connections']>): Promise<{ app: FastifyInstance; port: number }> {
  const base = harness.config.connections;
  const app = await harness.rebuild({ connections: { ...base, ...connections } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return { app, port: address.port };
}

interface Held {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

/** A socket to the server from `from` (any 127.x address reaches it on loopback). */
function open(port: number, from = '127.0.0.1'): Promise<Held> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        done();
      }),
    );
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
  });
}

/** A whole GET /health over a fresh socket from `from`: the status, or 0 when the server closed it unanswered. */
async function health(port: number, from = '127.0.0.1'): Promise<number> {
  const held = await open(port, from);
  held.socket.write('GET /health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n');
  await held.closed;
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(held.received())?.[1] ?? 0);
}

describe('idle connections', () => {
  it('answers unfinished headers with 408 and closes them after the headers time-out', async () => {
    const { port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const held = await open(port);
    held.socket.write('GET /health HTTP/1.1\r\nHost: test\r\nX-Slow: ');
    const started = performance.now();
    await held.closed;
    expect(held.received()).toMatch(/^HTTP\/1\.1 408/);
    // Node checks every min(1 s, headers time-out): closed well before a default's 60 s.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('closes unfinished headers after the headers time-out, whatever keep-alive traffic came before', { timeout: 30_000 }, async () => {
    const { port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 600, maxConnectionsPerAddress: 100 });
    // Ordinary traffic first: fetch keeps its connection alive between these requests.
    for (let index = 0; index < 5; index += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      expect(response.status).toBe(200);
      await response.text();
    }
    const held = await Promise.all(Array.from({ length: 30 }, () => open(port)));
    const started = performance.now();
    for (const { socket } of held) socket.write('GET /health HTTP/1.1\r\nHost: test\r\nX-Slow: ');
    await Promise.all(held.map(({ closed }) => closed));
    const seconds = (performance.now() - started) / 1000;
    expect(held.every(({ received }) => received().startsWith('HTTP/1.1 408'))).toBe(true);
    // The time-out plus Node's checking interval (at most 1 s), with room for a loaded machine.
    expect(seconds).toBeLessThan(5);
  });

  it("closes a new connection's unfinished headers even when Node's own check does not run", { timeout: 30_000 }, async () => {
    const { app, port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 600, maxConnectionsPerAddress: 100 });
    // Node's check is what stopped closing them after keep-alive traffic on a production server:
    // stop it here, so the header time-out must hold without it.
    const { kConnectionsCheckingInterval } = createRequire(import.meta.url)('_http_server') as { kConnectionsCheckingInterval: symbol };
    clearInterval((app.server as unknown as Record<symbol, NodeJS.Timeout>)[kConnectionsCheckingInterval]);
    const held = await Promise.all(Array.from({ length: 30 }, () => open(port)));
    const started = performance.now();
    for (const { socket } of held) socket.write('GET /health HTTP/1.1\r\nHost: test\r\nX-Slow: ');
    expect(await health(port)).toBe(200);
    await Promise.all(held.map(({ closed }) => closed));
    expect(held.every(({ received }) => received().startsWith('HTTP/1.1 408'))).toBe(true);
    expect((performance.now() - started) / 1000).toBeLessThan(5);
  });

  it('closes a request whose body never ends after the request time-out', async () => {
    const { port } = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const held = await open(port);
    held.socket.write(
      'POST /backend/hub/client-errors HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mes',
    );
    await held.closed;
    expect(held.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('caps the connections of one address, and serves the others', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 5, maxConnections: 100 });
    const hogs = await Promise.all(Array.from({ length: 5 }, () => open(port)));
    const extra = await open(port);
    await extra.closed;
    expect(extra.received()).toBe('');
    expect(await health(port, '127.0.0.2')).toBe(200);
    for (const hog of hogs) hog.socket.destroy();
    await Promise.all(hogs.map((hog) => hog.closed));
    await vi.waitFor(
      async () => {
        expect(await health(port)).toBe(200);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('caps the connections in total', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 100, maxConnections: 4 });
    const hogs = await Promise.all(Array.from({ length: 4 }, () => open(port)));
    expect(await health(port, '127.0.0.3')).toBe(0);
    for (const hog of hogs) hog.socket.destroy();
    await Promise.all(hogs.map((hog) => hog.closed));
    await vi.waitFor(
      async () => {
        expect(await health(port, '127.0.0.3')).toBe(200);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('closes unfinished headers within 15 s by default, and refuses a request time-out below the headers one', () => {
    const { config } = configFromEnv({}, '/tmp');
    expect(config.connections.headersTimeoutMs).toBeLessThanOrEqual(15_000);
    expect(config.connections.requestTimeoutMs).toBeLessThanOrEqual(15_000);
    expect(config.connections.maxConnectionsPerAddress).toBeGreaterThan(0);
    expect(() => configFromEnv({ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '5000' }, '/tmp')).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
