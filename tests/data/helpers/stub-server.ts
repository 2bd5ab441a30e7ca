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
  /** Wait this long before answering, ms. */
  delayMs?: number;
}

export type StubHandler = (request: StubRequest) => StubAnswer | undefined;

export interface StubServer {
  url: string;
  requests: StubRequest[];
  /** Replaces the handler; unanswered paths get 404. */
  handle(handler: StubHandler): void;
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
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request: StubRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: await readBody(incoming) };
      requests.push(request);
      const answer = handler(request) ?? { status: 404, body: { message: 'Not found', reason: 'NOT_FOUND' } };
      if (answer.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (outgoing.destroyed) return;
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
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}
