import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_SECRET_FILE } from './auth/development-secret.ts';
import { configFromEnv } from './config-env.ts';

const PRODUCTION = { NODE_ENV: 'production', BOT_TOKEN: '1:x' };

function read(env: Record<string, string>) {
  return configFromEnv(env, '/tmp').config;
}

describe('the bot and metrics settings', () => {
  it('reads them', () => {
    const config = read({
      ...PRODUCTION,
      PUBLIC_URL: 'https://game.example',
      WEBHOOK_SECRET: 'a_B-9',
      BOT_MODE: 'polling',
      BOT_APP_NAME: 'farm',
      ADMIN_IDS: '12, 34',
      METRICS_TOKEN: 'm',
    });
    expect(config.bot).toEqual({
      mode: 'polling',
      publicUrl: 'https://game.example/',
      webhookSecret: 'a_B-9',
      appName: 'farm',
      adminIds: [12, 34],
    });
    expect(config.metricsToken).toBe('m');
    expect(read(PRODUCTION).bot).toEqual({
      mode: 'webhook',
      publicUrl: undefined,
      webhookSecret: undefined,
      appName: undefined,
      adminIds: [],
    });
  });

  it('refuses values that cannot be right', () => {
    expect(() => read({ ...PRODUCTION, PUBLIC_URL: 'http://game.example' })).toThrow(/PUBLIC_URL must be an https URL/);
    expect(() => read({ ...PRODUCTION, PUBLIC_URL: 'game.example' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(read({ PUBLIC_URL: 'http://127.0.0.1:8080' }).bot.publicUrl).toBe('http://127.0.0.1:8080/');
    expect(() => read({ WEBHOOK_SECRET: 'has space' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => read({ BOT_MODE: 'push' })).toThrow(/BOT_MODE/);
    expect(() => read({ ADMIN_IDS: '12,abc' })).toThrow(/ADMIN_IDS/);
  });
});

describe('the database settings', () => {
  it('take the URL and the pool size (20 unless DATABASE_POOL_SIZE says)', () => {
    const storage = (env: Record<string, string>) => configFromEnv(env, '/tmp').storage;
    expect(storage({ DATABASE_URL: 'postgres://db/x' })).toEqual({ dataDir: '/tmp/data', databaseUrl: 'postgres://db/x', poolSize: 20 });
    expect(storage({ DATABASE_POOL_SIZE: '8' }).poolSize).toBe(8);
    expect(storage({}).databaseUrl).toBeUndefined();
  });
});

describe('TELEGRAM_API_BASE', () => {
  it('takes https, or http to a loopback address, without a trailing slash', () => {
    expect(read({ ...PRODUCTION }).telegramApiBase).toBe('https://api.telegram.org');
    const cases: [string, string][] = [
      ['https://api.telegram.org/', 'https://api.telegram.org'],
      ['http://127.0.0.1:8081', 'http://127.0.0.1:8081'],
      ['http://127.5.6.7:8081/', 'http://127.5.6.7:8081'],
      ['http://localhost:8081/', 'http://localhost:8081'],
      ['http://[::1]:8081', 'http://[::1]:8081'],
      ['http://[0:0:0:0:0:0:0:1]:8081', 'http://[::1]:8081'],
    ];
    for (const [base, root] of cases) expect(read({ ...PRODUCTION, TELEGRAM_API_BASE: base }).telegramApiBase, base).toBe(root);
  });

  it('refuses plain http to any other host, a name that only starts like a loopback address included', () => {
    for (const base of [
      'http://127.0.0.1.evil.example:8081',
      'http://127.evil.example',
      'http://localhost.evil.example',
      'http://[::ffff:7f00:1]:8081',
      'http://10.0.0.1',
      'http://api.telegram.org',
      'ftp://127.0.0.1',
      'api.telegram.org',
      'https://user:pw@api.telegram.org',
      'https://x/?a=1',
    ])
      expect(() => read({ ...PRODUCTION, TELEGRAM_API_BASE: base }), base).toThrow(/^TELEGRAM_API_BASE must/);
  });
});

describe('development defaults', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'config-test-'));
    folders.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it('listen on this machine only unless HOST says otherwise; production listens everywhere', () => {
    const dataDir = folder();
    expect(configFromEnv({ DATA_DIR: dataDir }, '/tmp').host).toBe('127.0.0.1');
    expect(configFromEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0' }, '/tmp').host).toBe('0.0.0.0');
    expect(configFromEnv(PRODUCTION, '/tmp').host).toBe('0.0.0.0');
    expect(configFromEnv({ ...PRODUCTION, HOST: '10.1.2.3' }, '/tmp').host).toBe('10.1.2.3');
  });

  it('sign sessions with a secret random per data folder, kept owner-only and reused after a restart', () => {
    const first = folder();
    const secret = configFromEnv({ DATA_DIR: first }, '/tmp').config.sessionSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(first, SESSION_SECRET_FILE), 'utf8')).toBe(secret);
    expect(statSync(join(first, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    // A restart on the same folder: the same secret, so the sessions handed out still hold.
    expect(configFromEnv({ DATA_DIR: first }, '/tmp').config.sessionSecret).toBe(secret);
    expect(configFromEnv({ DATA_DIR: folder() }, '/tmp').config.sessionSecret).not.toBe(secret);
    // On PostgreSQL the secret still lives in the data folder (created when missing).
    const missing = join(folder(), 'not-yet');
    const withDatabase = configFromEnv({ DATA_DIR: missing, DATABASE_URL: 'postgres://x@127.0.0.1/db' }, '/tmp');
    expect(withDatabase.config.sessionSecret).toBe(readFileSync(join(missing, SESSION_SECRET_FILE), 'utf8'));
    expect(configFromEnv({ DATA_DIR: first, SESSION_SECRET: 'given' }, '/tmp').config.sessionSecret).toBe('given');
    // With a real bot token the secret derives from it, as in production, and no file is written.
    const withToken = folder();
    expect(configFromEnv({ DATA_DIR: withToken, BOT_TOKEN: '1:x' }, '/tmp').config.sessionSecret).toBe('session:1:x');
    expect(existsSync(join(withToken, SESSION_SECRET_FILE))).toBe(false);
  });
});
