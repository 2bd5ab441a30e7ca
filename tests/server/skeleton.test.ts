import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openPglite, openPostgres, type Database } from '#server/db/database';
import { describeError } from '#server/plugins/errors';
import { prepareDatabase } from '#server/services/seasons';
import { testClock } from './helpers/clock.ts';
import { templateDump } from './helpers/data-dir.ts';
import { usingPostgres } from './helpers/database.ts';
import { testConfig, useHarness } from './helpers/harness.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'hh-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Harvest Hub</title>');
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(staticDir, 'build.json'), '{"buildId":"b1"}');
writeFileSync(join(staticDir, 'manifest.webmanifest'), '{}');
mkdirSync(join(staticDir, 'admin'));
writeFileSync(join(staticDir, 'admin', 'index.html'), '<!doctype html><title>Operator console</title>');
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});

const harness = useHarness({ staticDir });
describe('server skeleton', () => {
  it('sends the build id as Version on every answer, errors and files included', async () => {
    for (const url of ['/backend/health', '/backend/nothing-here', '/assets/index-abc123.js', '/']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.headers.version, url).toBe('test-build');
    }
  });

  it('answers health with the database kind', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/backend/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, build: 'test-build' });
  });

  it('serves hashed assets immutable for a year and entry files no-cache', async () => {
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/sw.js', '/build.json', '/manifest.webmanifest']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the brotli file the build wrote to a browser that accepts it', async () => {
    const compressed = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown navigations with index.html, but not API paths or missing files', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/quests/daily', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harvest Hub');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await harness.app.inject({ method: 'GET', url: '/backend/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ reason: 'NOT_FOUND' });
    const missingChunk = await harness.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingChunk.statusCode).toBe(404);
    const post = await harness.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it("answers the console's navigations with its own index.html, and its unknown API paths with a JSON 404", async () => {
    for (const url of ['/admin/', '/admin', '/admin/players/5']) {
      const page = await harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Operator console');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const api = await harness.app.inject({ method: 'GET', url: '/admin/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ reason: 'NOT_FOUND' });
  });

  it('lets Telegram frame the app and nobody else', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://web.telegram.org');
    expect(csp).toContain('https://t.me');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps CORS closed by default', async () => {
    const response = await harness.app.inject({
      method: 'OPTIONS',
      url: '/backend/auth/telegram',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the limit with 413', async () => {
    const app = await harness.extraApp({ bodyLimitBytes: 1024 });
    const response = await app.inject({
      method: 'POST',
      url: '/backend/auth/telegram',
      payload: 'x'.repeat(4096),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) as string, reason: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/backend/auth/telegram',
      payload: '{"initData":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'INVALID_INPUT' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an HTTP/1.1 request without Host, and an unknown Expect, with a message (Node sent empty ones)', async () => {
    const app = await harness.extraApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const send = (request: string) =>
      new Promise<string>((resolve, reject) => {
        // Written, not ended: the server closes the connection once it has answered.
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => {
          resolve(answer);
        });
        socket.on('error', reject);
      });
    const noHost = await send('GET /backend/hub/game-user HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain('{"message":"headers.host: missing (HTTP/1.1 requires it)","reason":"INVALID_INPUT"}');
    const expectation = await send('GET /backend/hub/game-user HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    expect(expectation).toMatch(/version: test-build/i);
    expect(expectation).toContain('{"message":"headers.expect: \\"teapot\\" is not supported","reason":"INVALID_INPUT"}');
    const http10 = await send('GET /backend/health HTTP/1.0\r\n\r\n');
    expect(http10).toMatch(/^HTTP\/1\.[01] 200 /);
  });

  it("treats a client hanging up mid-body as the client's doing (400), not a database outage", () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(describeError(aborted).status).toBe(400);
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).status).toBe(503);
  });

  it('refuses to build in production without a bot token', async () => {
    await expect(
      buildApp({ config: testConfig(harness.clock, { mode: 'production', botToken: undefined }), database: harness.database }),
    ).rejects.toThrow(/BOT_TOKEN/);
  });
});

describe('a database that is gone', () => {
  it('answers 503 with a message about the database', async () => {
    const clock = testClock();
    let database: Database;
    if (usingPostgres()) {
      // Nothing listens on port 1: every query fails to connect.
      database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    } else {
      database = await openPglite(undefined, await templateDump());
      await prepareDatabase(database, clock.now());
    }
    const app = await buildApp({ config: testConfig(clock), database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/backend/health' });
    expect(response.statusCode).toBe(503);
    const body = response.json<{ message: string; reason: string }>();
    expect(body.message).toContain('database');
    expect(body.reason).toBe('DATABASE_UNAVAILABLE');
    await app.close();
  }, 240_000);
});
