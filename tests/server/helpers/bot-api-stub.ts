/**
 * A local HTTP server that answers like the Telegram Bot API, recording every call: the stand-in
 * the server reaches through TELEGRAM_API_BASE (grammY's client, node-fetch underneath, so only a
 * real server sees its calls). getUpdates hands out queued updates, holding the request open
 * while there are none, as long polling does.
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
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
  /**
   * What the next sendMessage calls meet, one entry each, before the usual answer: Telegram's
   * refusal (`code`, `description`, `retryAfter` seconds for a 429), or `drop` (the connection
   * closes unanswered: a network error).
   */
  sendScript: ({ code: number; description: string; retryAfter?: number } | 'drop')[];
  /** Methods (of those answered `true`, and savePreparedInlineMessage) that Telegram refuses with a 400 instead. */
  refusing: Set<string>;
  /** The calls of one method, in order. */
  callsOf(method: string): BotCall[];
  /** Hands `update` to the next getUpdates (long polling). */
  queueUpdate(update: Record<string, unknown>): void;
  close(): Promise<void>;
}

export const STUB_BOT_USERNAME = 'harvest_hub_test_bot';

const OK_METHODS = new Set([
  'setWebhook',
  'deleteWebhook',
  'setChatMenuButton',
  'setMyCommands',
  'close',
  'logOut',
  'answerPreCheckoutQuery',
  'refundStarPayment',
]);

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

export async function startBotApiStub(): Promise<BotApiStub> {
  const updates: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  const stub = {
    calls: [] as BotCall[],
    members: new Set<number>(),
    failWith: undefined as string | undefined,
    sendScript: [] as BotApiStub['sendScript'],
    refusing: new Set<string>(),
    callsOf: (method: string) => stub.calls.filter((call) => call.method === method),
    queueUpdate(update: Record<string, unknown>) {
      updates.push(update);
      for (const wake of waiting) wake();
    },
  };

  function getUpdates(response: ServerResponse, body: Record<string, unknown>): void {
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const pending = () => updates.filter((update) => (update.update_id as number) >= offset);
    const reply = () => {
      waiting.delete(reply);
      if (!response.writableEnded) answer(response, 200, { ok: true, result: pending() });
    };
    // Telegram's default timeout is 0: a short poll answers at once.
    const holds = typeof body.timeout === 'number' && body.timeout > 0;
    if (pending().length > 0 || !holds) {
      reply();
      return;
    }
    waiting.add(reply);
    response.on('close', () => waiting.delete(reply));
  }

  function handle(token: string, method: string, body: Record<string, unknown>, response: ServerResponse): void {
    if (method === 'getUpdates') {
      getUpdates(response, body);
      return;
    }
    stub.calls.push({ token, method, body });
    if (method === 'getMe') {
      const id = Number(token.split(':')[0]);
      answer(response, 200, { ok: true, result: { id, is_bot: true, first_name: 'Harvest Hub', username: STUB_BOT_USERNAME } });
      return;
    }
    if (method === 'sendMessage') {
      const scripted = stub.sendScript.shift();
      if (scripted === 'drop') {
        response.socket?.destroy();
        return;
      }
      if (scripted !== undefined) {
        const parameters = scripted.retryAfter === undefined ? {} : { parameters: { retry_after: scripted.retryAfter } };
        answer(response, scripted.code, { ok: false, error_code: scripted.code, description: scripted.description, ...parameters });
        return;
      }
      if (stub.failWith !== undefined) {
        answer(response, 400, { ok: false, error_code: 400, description: stub.failWith });
        return;
      }
      answer(response, 200, {
        ok: true,
        result: { message_id: stub.calls.length, date: 0, chat: { id: body.chat_id, type: 'private' }, text: body.text },
      });
      return;
    }
    if (method === 'createInvoiceLink') {
      // Telegram's links name an opaque slug; this one carries the payload so tests can pay it.
      answer(response, 200, { ok: true, result: `https://t.me/$${encodeURIComponent(String(body.payload))}` });
      return;
    }
    if (method === 'getChatMember') {
      const status = stub.members.has(Number(body.user_id)) ? 'member' : 'left';
      answer(response, 200, { ok: true, result: { status, user: { id: body.user_id, is_bot: false, first_name: 'x' } } });
      return;
    }
    if (stub.refusing.has(method)) {
      answer(response, 400, { ok: false, error_code: 400, description: 'Bad Request: refused by the stand-in' });
      return;
    }
    if (method === 'savePreparedInlineMessage') {
      answer(response, 200, { ok: true, result: { id: `prepared-${String(stub.calls.length)}`, expiration_date: 2_000_000_000 } });
      return;
    }
    if (OK_METHODS.has(method)) {
      answer(response, 200, { ok: true, result: true });
      return;
    }
    answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (match === null) {
        answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
        return;
      }
      const [, token = '', method = ''] = match;
      handle(token, method, (raw === '' ? {} : JSON.parse(raw)) as Record<string, unknown>, response);
    });
  });
  // Idle connections stay open until close(): grammY keeps one keep-alive agent per API root for
  // the process, with no idle limit of its own, so a connection the stand-in closes after Node's
  // 5 s idle limit can be taken for a call just as it closes, and the call fails (ECONNRESET). On a
  // loaded machine a test's createInvoiceLink failed that way, most likely (docs/testing.md).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const wake of waiting) wake();
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  });
}

/**
 * The stand-in for a test file: started before its tests, closed after them. Reads and writes go
 * to the running stand-in (set `failWith`, clear `calls`... in the file's own beforeEach).
 */
export function useBotApiStub(): BotApiStub {
  let current: BotApiStub | undefined;
  beforeAll(async () => {
    current = await startBotApiStub();
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = (): BotApiStub => {
    if (current === undefined) throw new Error('the Bot API stand-in starts in beforeAll: use it inside a test or hook');
    return current;
  };
  return new Proxy({} as BotApiStub, {
    get: (_, key) => Reflect.get(running(), key) as unknown,
    set: (_, key, value) => Reflect.set(running(), key, value),
  });
}
