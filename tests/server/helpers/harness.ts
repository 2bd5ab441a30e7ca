/**
 * One harness per test file: a real database, an app built on it with a test clock, and helpers to
 * log in and call the API through `app.inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '#server/app';
import { makeConfig, signingBotToken, type ServerConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { signLaunchData, type LaunchUser } from '#server/auth/launch-data';
import { loginResponseSchema } from '#protocol/auth';
import { testClock, type TestClock } from './clock.ts';
import { openTestDatabase, resetDatabase } from './database.ts';

export const TEST_BOT_TOKEN = '7000000001:test-token-for-the-server-suite';

export interface Harness {
  database: Database;
  clock: TestClock;
  /** The app of the current test (rebuilt by `rebuild`). */
  app: FastifyInstance;
  config: ServerConfig;
  /** Overrides of the current describe (see useConfig), applied to every app built. */
  scoped: Partial<ServerConfig>;
  /** Builds another app on the same database (closed at the end of the test). */
  extraApp(overrides?: Partial<ServerConfig>, options?: Partial<AppOptions>): Promise<FastifyInstance>;
  /** Replaces the current app with one built from `overrides`. */
  rebuild(overrides?: Partial<ServerConfig>, options?: Partial<AppOptions>): Promise<FastifyInstance>;
  launchData(user: Partial<LaunchUser> & { id: number }, authDate?: number): string;
  login(user: Partial<LaunchUser> & { id: number }, app?: FastifyInstance): Promise<string>;
  call(session: string, options: InjectOptions, app?: FastifyInstance): Promise<LightMyRequestResponse>;
}

export function testConfig(clock: TestClock, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = makeConfig({
    mode: 'test',
    botToken: TEST_BOT_TOKEN,
    sessionSecret: 'session-secret-for-tests',
    buildId: 'test-build',
    // Nothing listens there: a Bot API call fails at once and never leaves the machine (tests that
    // look at the calls point this at the recording stand-in).
    telegramApiBase: 'http://127.0.0.1:1',
    now: clock.now,
    rateLimit: { perSession: 100_000, perAddress: 100_000, windowMs: 60_000, clientErrorsPerWindow: 1000 },
    ...overrides,
  });
  // The bot's global rate paces sends in real time against a clock the test holds still: at 25 a
  // second, the welcomes of a hundred new players kept the app's close waiting five seconds. Tests
  // of the rate set their own (bot-queue*.test.ts); one a second per chat still holds.
  return overrides.messages === undefined ? { ...config, messages: { ...config.messages, perSecond: 10_000 } } : config;
}

/**
 * Sets up the harness with vitest hooks; call it once at the top of a test file (one database per
 * file, tables emptied before each test, closed at the end) and use the returned object in tests.
 */
export function useHarness(defaults: Partial<ServerConfig> = {}, defaultOptions: Partial<AppOptions> = {}): Harness {
  const clock = testClock();
  const extra: FastifyInstance[] = [];
  const harness = { clock, scoped: {} } as Harness;

  async function make(overrides: Partial<ServerConfig>, options: Partial<AppOptions>): Promise<FastifyInstance> {
    const config = testConfig(clock, { ...defaults, ...harness.scoped, ...overrides });
    const app = await buildApp({ ...defaultOptions, ...options, config, database: harness.database });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    harness.database = await openTestDatabase();
  }, 120_000);
  beforeEach(async () => {
    clock.set(testClock().now());
    await resetDatabase(harness.database, clock.now());
    harness.config = testConfig(clock, defaults);
    harness.app = await make({}, {});
    return async () => {
      await Promise.all([harness.app, ...extra.splice(0)].map((app) => app.close()));
    };
  });
  afterAll(async () => {
    await harness.database.close();
  });

  harness.extraApp = async (overrides = {}, options = {}) => {
    const app = await make(overrides, options);
    extra.push(app);
    return app;
  };
  harness.rebuild = async (overrides = {}, options = {}) => {
    await harness.app.close();
    harness.config = testConfig(clock, { ...defaults, ...harness.scoped, ...overrides });
    harness.app = await make(overrides, options);
    return harness.app;
  };
  harness.launchData = (user, authDate) =>
    signLaunchData(
      { firstName: 'Tester', language: 'en', premium: false, startParam: undefined, ...user },
      signingBotToken(harness.config),
      authDate ?? clock.now(),
    );
  harness.login = async (user, app) => {
    const response = await (app ?? harness.app).inject({
      method: 'POST',
      url: '/backend/auth/telegram',
      payload: harness.launchData(user),
      headers: { 'content-type': 'text/plain' },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return loginResponseSchema.parse(response.json()).session;
  };
  harness.call = (session, options, app) =>
    (app ?? harness.app).inject({ ...options, headers: { authorization: `Bearer ${session}`, ...options.headers } });
  return harness;
}

/** Inside a describe: its tests run on an app built with `overrides` (rebuilds keep them too). */
export function useConfig(harness: Harness, overrides: Partial<ServerConfig>): void {
  beforeEach(async () => {
    harness.scoped = overrides;
    await harness.rebuild();
  });
  afterEach(() => {
    harness.scoped = {};
  });
}

let keyCounter = 0;
/** A fresh idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${process.pid}-${Date.now()}-${keyCounter}`;
}

/** Sends engine action `name` with `body` and an idempotency key (fresh unless given). */
export function act(
  harness: Harness,
  session: string,
  name: string,
  body: unknown = {},
  key: string = newKey(),
  app?: FastifyInstance,
): Promise<LightMyRequestResponse> {
  return harness.call(
    session,
    { method: 'POST', url: `/backend/hub/engine/${name}`, payload: body as Record<string, unknown>, headers: { 'idempotency-key': key } },
    app,
  );
}

/** Logs in and creates the player; returns the session. */
export async function newPlayerSession(
  harness: Harness,
  user: Partial<LaunchUser> & { id: number },
  app?: FastifyInstance,
): Promise<string> {
  const session = await harness.login(user, app);
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }, app);
  if (response.statusCode !== 200) throw new Error(`game-user failed: ${response.statusCode} ${response.body}`);
  return session;
}

/** The statements the database ran while `request` was answered (every statement, the app's background work included), and the answer. */
export async function statementsOf<T>(harness: Harness, request: () => Promise<T>): Promise<{ statements: number; answer: T }> {
  let statements = 0;
  const stop = harness.database.onStatement(() => {
    statements += 1;
  });
  try {
    const answer = await request();
    return { statements, answer };
  } finally {
    stop();
  }
}
