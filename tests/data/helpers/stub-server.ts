/** A tiny local HTTP server whose answers a test scripts, for the request layer's unit tests. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StubAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Never answer: the connection stays open until the client gives up. */
  hold?: boolean;
}

export type StubHandler = (request: StubRequest) => StubAnswer | undefined;

export interface StubServer {
  url: string;
  requests: StubRequest[];
  /** Replaces the handler; unanswered paths get 404. */
  handle(handler: StubHandler): void;
  /** Resolves with the requests to `path` once `count` of them have arrived. */
  received(path: string, count: number): Promise<StubRequest[]>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStubServer(): Promise<StubServer> {
  let handler: StubHandler = () => undefined;
  const requests: StubRequest[] = [];
  let waiters: (() => void)[] = [];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request: StubRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(request);
      for (const waiter of waiters) waiter();
      const answer = handler(request) ?? { status: 404, body: { message: 'Not found', reason: 'NOT_FOUND' } };
      if (answer.hold === true) return;
      const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      outgoing.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    received(path, count) {
      const matching = () => requests.filter((request) => request.path === path);
      return new Promise((resolve) => {
        const check = () => {
          if (matching().length < count) return;
          waiters = waiters.filter((waiter) => waiter !== check);
          resolve(matching());
        };
        waiters.push(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
