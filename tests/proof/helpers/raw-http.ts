/**
 * HTTP/1.1 over a bare TCP socket: the fuzzer writes exactly the bytes it means (duplicate or invalid
 * headers, broken request lines, any body), where `fetch` would refuse or repair them. One connection
 * per request (`Connection: close`), the answer read until the server closes it.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when no answer came (connection refused, reset before any byte, or timeout). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What went wrong on the wire, when something did. */
  error?: string;
}

/** Serializes a request; adds Host, Connection: close and Content-Length unless `headers` name them. */
export function buildRequest(
  method: string,
  path: string,
  headers: readonly (readonly [string, string])[],
  body?: Buffer | string,
): Buffer {
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  const lines = [`${method} ${path} HTTP/1.1`];
  if (!names.has('host')) lines.push('Host: 127.0.0.1');
  if (!names.has('connection')) lines.push('Connection: close');
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  if (payload !== undefined && !names.has('content-length') && !names.has('transfer-encoding'))
    lines.push(`Content-Length: ${payload.length}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload === undefined ? head : Buffer.concat([head, payload]);
}

function decodeChunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(data: Buffer): RawAnswer {
  // Skip interim answers (100 Continue) to the final one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 16).toString('latin1'))) {
    const end = data.indexOf('\r\n\r\n');
    if (end < 0) break;
    data = data.subarray(end + 4);
  }
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0)
    return { status: 0, headers: {}, body: '', error: `incomplete answer: ${JSON.stringify(data.subarray(0, 200).toString('latin1'))}` };
  const [statusLine = '', ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = decodeChunked(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

/** Sends `bytes` to 127.0.0.1:`port` and reads the answer until the server closes the connection. */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    let wireError: string | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const data = Buffer.concat(chunks);
      if (data.length === 0) {
        resolve({ status: 0, headers: {}, body: '', error: wireError ?? 'connection closed without an answer' });
        return;
      }
      resolve(parse(data));
    };
    const timer = setTimeout(() => {
      wireError = `no answer within ${timeoutMs} ms`;
      finish();
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers and closes before reading everything may reset the connection: keep what came.
      wireError = error.code ?? error.message;
    });
    socket.write(bytes);
  });
}
