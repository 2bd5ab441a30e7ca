/** A local HTTP server that answers like the Telegram Bot API, recording every call. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotCall {
  token: string;
  method: string;
  body: Record<string, unknown>;
}

export interface BotApiStub {
  baseUrl: string;
  calls: BotCall[];
  /** Users getChatMember reports as members of any chat. */
  members: Set<number>;
  /** When set, sendMessage answers `{ ok: false, description }`. */
  failWith: string | undefined;
  close(): Promise<void>;
}

export async function startBotApiStub(): Promise<BotApiStub> {
  const stub: Omit<BotApiStub, 'baseUrl' | 'close'> = { calls: [], members: new Set(), failWith: undefined };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const body = (raw === '' ? {} : JSON.parse(raw)) as Record<string, unknown>;
      response.setHeader('content-type', 'application/json');
      if (match === null) {
        response.statusCode = 404;
        response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
        return;
      }
      const [, token = '', method = ''] = match;
      stub.calls.push({ token, method, body });
      if (method === 'sendMessage') {
        if (stub.failWith !== undefined) {
          response.statusCode = 400;
          response.end(JSON.stringify({ ok: false, error_code: 400, description: stub.failWith }));
          return;
        }
        response.end(JSON.stringify({ ok: true, result: { message_id: stub.calls.length, chat: { id: body.chat_id }, text: body.text } }));
        return;
      }
      if (method === 'getChatMember') {
        const status = stub.members.has(Number(body.user_id)) ? 'member' : 'left';
        response.end(JSON.stringify({ ok: true, result: { status, user: { id: body.user_id } } }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found: method not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  });
}
