/**
 * Connections a client can hold: a socket that never finishes its headers is answered 408 and closed
 * after `headersTimeoutMs`, a request whose body never ends after `requestTimeoutMs`, an idle
 * keep-alive socket after `keepAliveMs`; past `maxConnections` in total, or `maxConnectionsPerAddress`
 * from one address, a new connection is closed at once, so one client cannot take every socket.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Time to receive a request's headers, ms. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, ms (at least the headers' time). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open, ms. */
  keepAliveMs: number;
  /** Open connections in total; 0: no cap. */
  maxConnections: number;
  /** Open connections from one address; 0: no cap (behind a proxy every client is its address). */
  maxConnectionsPerAddress: number;
}

/** The Fastify options that set Node's timeouts. */
export function connectionOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveMs,
    // Node looks for expired headers and requests this often (30 s by default, which would let an
    // unfinished request live up to 30 s past its time-out).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: checkingIntervalMs(limits) },
  };
}

/** How often Node looks for expired headers and requests, ms. */
function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.min(1000, limits.headersTimeoutMs);
}

const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * A deadline of its own for a new connection's first headers, one checking interval after Node's:
 * Node's check walks a list ordered by each connection's start time, and the header time-out must
 * hold whatever traffic came before (docs/reliability.md, "Connections"). A connection that sent
 * its headers in time is Node's again; Node answers first whenever its own check works.
 */
function registerFirstHeadersDeadline(app: FastifyInstance, limits: ConnectionLimits): void {
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();
  const deadlineMs = limits.headersTimeoutMs + checkingIntervalMs(limits);
  app.server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => {
      if (socket.destroyed) return;
      socket.end(REQUEST_TIMEOUT_ANSWER);
      socket.destroySoon();
    }, deadlineMs);
    timer.unref();
    deadlines.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
    });
  });
  app.server.on('request', (request: IncomingMessage) => {
    clearTimeout(deadlines.get(request.socket));
  });
}

/** Caps the connections in total and per address, and bounds the time to a connection's first headers. */
export function registerConnectionCaps(app: FastifyInstance, limits: ConnectionLimits): void {
  registerFirstHeadersDeadline(app, limits);
  if (limits.maxConnections > 0) app.server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress === 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
