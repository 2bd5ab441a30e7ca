/**
 * The Bot API stand-in of `npm run bench:reminders`, in a process of its own (so the bench's own
 * work does not delay its clock): answers every method at once, and writes one line per
 * sendMessage to BENCH_ARRIVALS: its receive time (ms), the chat and the text. `GET /bench/count`
 * answers how many it received. Prints its base URL once listening.
 */
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const path = process.env.BENCH_ARRIVALS;
if (path === undefined) throw new Error('BENCH_ARRIVALS is required');
const out = createWriteStream(path);
let received = 0;

const server = createServer((request, response) => {
  const at = Date.now();
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/bench/count') {
      response.end(JSON.stringify({ received }));
      return;
    }
    const method = /\/(\w+)$/.exec(request.url ?? '')?.[1];
    if (method !== 'sendMessage') {
      response.end(JSON.stringify({ ok: true, result: true }));
      return;
    }
    const body = JSON.parse(raw === '' ? '{}' : raw) as { chat_id?: number; text?: string };
    received += 1;
    out.write(`${at}\t${String(body.chat_id)}\t${JSON.stringify(body.text ?? '')}\n`);
    response.end(JSON.stringify({ ok: true, result: { message_id: received, date: 0, chat: { id: body.chat_id, type: 'private' } } }));
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  out.end(() => process.exit(0));
});
