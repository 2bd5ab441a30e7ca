/**
 * The fuzzer's requests, as fast-check arbitraries. Each case is a request to one endpoint with at
 * least one fault the server must refuse – a bad or missing session, a foreign `user-data`, a bad
 * Idempotency-Key, a body that is not what the route takes, a broken GraphQL document, forged launch
 * data, broken HTTP – plus harmless noise. Everything else in the request is valid (a real player's
 * session, a valid key and body), so each fault is met on its own, deep in the route.
 *
 * A case never makes a valid action by accident: bodies meant to be wrong are checked against the
 * route's own schema before they are sent. What the server may accept: client error reports that are
 * valid but nasty (deeply nested, huge, odd characters), expected to be stored (204), and random
 * mutations of valid GraphQL documents, which only read.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fc, { type Arbitrary } from 'fast-check';
import { safeParse, type core } from 'zod';
import { ACTION_TYPES } from '#domain/actions';
import { AD_VIEW_START_PATH, adViewStartBodySchema } from '#protocol/ad-views';
import { ME_QUERY, loginJsonBodySchema } from '#protocol/auth';
import { discordBodySchema, refMessageBodySchema, welcomeMessageBodySchema } from '#protocol/bot-messages';
import { clientErrorBodySchema } from '#protocol/client-errors';
import { actionBodySchemas } from '#protocol/engine';
import { BOOST_LIST_QUERY, GAME_USER_EVENT_LIST_QUERY, PRODUCER_LIST_QUERY } from '#protocol/graphql';
import { NEWS_ACK_PATH, newsAckBodySchema } from '#protocol/news';
import { questListBodySchema } from '#protocol/quests';
import { REMINDERS_PATH, remindersBodySchema } from '#protocol/reminders';
import { SHARE_INVITE_PATH, shareInviteBodySchema } from '#protocol/share';
import { STARS_INVOICE_PATH, starsInvoiceBodySchema } from '#protocol/stars';
import { signLaunchData } from '#server/auth/launch-data';
import { signSession, type SessionClaims } from '#server/auth/session-token';
import { buildRequest } from './raw-http.ts';

export interface FuzzUser {
  id: number;
  session: string;
  /** The game id (`gameUser._id`), for GameUserEventList. */
  gameId: string;
  referrerId: number | null;
}

/** What the fuzzer knows of the server under test. */
export interface FuzzWorld {
  users: readonly FuzzUser[];
  /** A valid session of a telegram id that has no player. */
  strangerSession: string;
  sessionSecret: string;
  botToken: string;
  /** Largest body the server takes (bytes), and the client-errors route's own. */
  bodyLimit: number;
  clientErrorsBodyLimit: number;
}

/** One request of the fuzzer. */
export class FuzzCase {
  constructor(
    /** `METHOD /path` of the endpoint (engine actions by name). */
    readonly endpoint: string,
    /** The route it exercises, as the server registers it. */
    readonly route: string,
    /** `family: variant` of the fault. */
    readonly fault: string,
    readonly bytes: Buffer,
    /** Statuses the answer may have. */
    readonly expect: readonly number[],
    /** The error message must match this: it names what was wrong. */
    readonly names: RegExp | undefined,
  ) {}

  /** How fast-check prints a counterexample: readable, and cut short. */
  [fc.toStringMethod](): string {
    const text = this.bytes.toString('latin1');
    const shown = text.length > 600 ? `${text.slice(0, 600)}… (${text.length} bytes)` : text;
    return `${this.fault} → ${this.endpoint}\n${shown}`;
  }
}

interface Draft {
  method: string;
  path: string;
  headers: [string, string][];
  body?: string | Buffer;
}

interface Fault {
  label: string;
  apply: (draft: Draft) => Draft;
  expect: readonly number[];
  names?: RegExp;
}

function fault(label: string, apply: (draft: Draft) => Draft, expect: readonly number[], names?: RegExp): Fault {
  return { label, apply, expect, ...(names === undefined ? {} : { names }) };
}

function setHeader(draft: Draft, name: string, value: string): Draft {
  return { ...draft, headers: [...draft.headers.filter(([key]) => key.toLowerCase() !== name), [name, value]] };
}

function withoutHeader(draft: Draft, name: string): Draft {
  return { ...draft, headers: draft.headers.filter(([key]) => key.toLowerCase() !== name) };
}

function withBody(draft: Draft, body: string | Buffer, contentType?: string): Draft {
  const next = { ...draft, body };
  return contentType === undefined ? next : setHeader(next, 'content-type', contentType);
}

const SESSION_REFUSED = /^Session (missing|invalid|expired)/;
/** Messages about the body: ours start with `body`, GraphQL's and Fastify's say JSON or media type. */
const BODY = /body|JSON|Media Type/i;

/** Printable ASCII, never CR or LF: safe inside a header value. */
const headerText = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

/** Is `value` refused by `schema`? (What the route checks, before anything else happens.) */
function refuses(schema: core.$ZodType, value: unknown): boolean {
  return !safeParse(schema, value).success;
}

/** The body a route sees for a JSON text: an empty body is "no body". */
function seenBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const depth = fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 500, max: 6000 }));

/** JSON text that does not parse (and is not empty, which would read as no body). */
function brokenJson(valid: string): Arbitrary<{ label: string; text: string }> {
  const variants: Arbitrary<{ label: string; text: string }>[] = [
    fc.integer({ min: 1, max: Math.max(1, valid.length - 1) }).map((cut) => ({ label: 'truncated', text: valid.slice(0, cut) })),
    fc.constantFrom('}', ']', ',', 'x', '"', '{', ':1', '\u0000').map((junk) => ({ label: 'trailing junk', text: `${valid}${junk}` })),
    fc
      .constantFrom(
        "{'a':1}",
        '{"a":NaN}',
        '{"a":undefined}',
        '{"a":1,}',
        '{/* c */}',
        '{a:1}',
        '[1,]',
        '{"a":01}',
        '{"a":"\t"}',
        '{"a":"\\x"}',
        '{"a" 1}',
        'nul',
        'tru',
        '-',
        '.5',
      )
      .map((text) => ({ label: 'not JSON', text })),
    fc
      .tuple(fc.nat(valid.length), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 }))
      .map(([at, junk]) => ({ label: 'garbled', text: `${valid.slice(0, at)}${junk}${valid.slice(at)}` })),
  ];
  return fc.oneof(...variants).filter(({ text }) => !seenBody(text).ok);
}

const WRONG_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'text/xml',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
  'image/png',
  'text/html',
  'application/javascript',
  'x/y',
  '*/*',
  'text/csv',
];

/** Faults of a JSON body: syntax, content type, size, prototype poisoning, nesting. */
function jsonBodyFaults(validBody: unknown, limit: number, plainTextMeans: readonly number[]): Arbitrary<Fault>[] {
  const valid = JSON.stringify(validBody);
  return [
    brokenJson(valid).map(({ label, text }) => fault(`body: ${label}`, (draft) => withBody(draft, text, 'application/json'), [400], BODY)),
    fc
      .constantFrom(...WRONG_CONTENT_TYPES)
      .map((type) => fault('body: wrong content type', (draft) => withBody(draft, valid, type), [415], BODY)),
    fc.constant(fault('body: no content type', (draft) => withoutHeader(withBody(draft, valid), 'content-type'), [415], BODY)),
    fc.constant(fault('body: text/plain', (draft) => withBody(draft, valid, 'text/plain'), plainTextMeans)),
    fc
      .integer({ min: 1, max: 4096 })
      .map((extra) =>
        fault(
          'body: too large',
          (draft) => withBody(draft, JSON.stringify({ pad: 'x'.repeat(limit + extra) }), 'application/json'),
          [413],
          /too large/,
        ),
      ),
    fc.constant(
      fault(
        'body: too large, chunked',
        (draft) => {
          const chunk = 'x'.repeat(limit + 10);
          const chunked = `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
          return setHeader(withBody(draft, chunked, 'application/json'), 'transfer-encoding', 'chunked');
        },
        [413],
        /too large/,
      ),
    ),
    fc
      .constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":1,"__proto__":{"x":1}}')
      .map((text) => fault('body: prototype poisoning', (draft) => withBody(draft, text, 'application/json'), [400], BODY)),
  ];
}

/** A body the route's schema refuses: the valid one with a field changed or dropped, or any JSON. */
function wrongShape(validBody: Record<string, unknown>, schema: core.$ZodType, whenEmpty: unknown = {}): Arbitrary<string> {
  const keys = Object.keys(validBody);
  const variants: Arbitrary<unknown>[] = [
    fc.jsonValue({ maxDepth: 3 }),
    depth.map((levels) => JSON.parse(deepArray(Math.min(levels, 64))) as unknown),
  ];
  if (keys.length > 0) {
    variants.push(
      fc.tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({ ...validBody, [key]: value })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(validBody).filter(([name]) => name !== key))),
      fc
        .tuple(fc.constantFrom(...keys), fc.integer({ min: 65, max: 3000 }))
        .map(([key, length]) => ({ ...validBody, [key]: 'x'.repeat(length) })),
    );
  }
  return fc
    .oneof(...variants)
    .map((value) => JSON.stringify(value))
    .filter((text) => {
      const seen = seenBody(text);
      return seen.ok && refuses(schema, seen.value ?? whenEmpty);
    });
}

/** Deep nesting, in text: a top-level array (refused by every object schema) or an object without the fields. */
function deepBody(schema: core.$ZodType, whenEmpty: unknown = {}): Arbitrary<string> {
  return fc
    .tuple(depth, fc.boolean())
    .map(([levels, array]) => (array ? deepArray(levels) : deepObject(levels)))
    .filter((text) => {
      const seen = seenBody(text);
      return seen.ok && refuses(schema, seen.value ?? whenEmpty);
    });
}

/** Bad, missing, foreign, expired and tampered sessions. */
function sessionFaults(world: FuzzWorld, user: FuzzUser): Arbitrary<Fault> {
  const claims: SessionClaims = {
    userId: user.id,
    premium: true,
    expire: Date.now() + 3_600_000,
    name: 'Mallory',
    username: undefined,
    language: 'en',
    startParam: undefined,
  };
  const [payload = '', mac = ''] = user.session.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const reencode = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
  const bearer = (token: string) => (draft: Draft) => setHeader(draft, 'authorization', `Bearer ${token}`);
  const other = world.users.find((candidate) => candidate.id !== user.id) ?? user;
  return fc.oneof(
    fc.constant(fault('session: missing', (draft) => withoutHeader(draft, 'authorization'), [401], /^Session missing/)),
    headerText(120).map((token) => fault('session: garbage', bearer(token), [401], SESSION_REFUSED)),
    fc
      .constantFrom(
        'Basic dXNlcjpwYXNz',
        `Token ${user.session}`,
        user.session,
        'Bearer',
        `Bearer ${user.session} ${user.session}`,
        `Bearer  ${user.session}x`,
      )
      .map((value) => fault('session: wrong scheme', (draft) => setHeader(draft, 'authorization', value), [401], SESSION_REFUSED)),
    fc
      .string({ minLength: 1, maxLength: 40 })
      .map((secret) => fault('session: signed with another secret', bearer(signSession(claims, `x${secret}`)), [401], /^Session invalid/)),
    fc.constant(
      fault(
        'session: signed with another bot token',
        bearer(signSession(claims, 'session:7777777777:another-bot-token')),
        [401],
        /^Session invalid/,
      ),
    ),
    fc
      .integer({ min: 1, max: 400 * 86_400_000 })
      .map((ago) =>
        fault(
          'session: expired',
          bearer(signSession({ ...claims, premium: false, expire: Date.now() - ago }, world.sessionSecret)),
          [401],
          /^Session expired/,
        ),
      ),
    fc
      .constantFrom<Record<string, unknown>>(
        { u: other.id },
        { p: decoded.p === 1 ? 0 : 1 },
        { e: Date.now() + 10 * 365 * 86_400_000 },
        { u: user.id + 1 },
        { n: 'Admin' },
      )
      .map((changes) => fault('session: tampered claims', bearer(`${reencode(changes)}.${mac}`), [401], /^Session invalid/)),
    fc
      .constantFrom(
        `${payload}.${mac.slice(0, -2)}`,
        `${payload}.${mac}.x`,
        `${payload}.`,
        `.${mac}`,
        `${other.session.split('.')[0] ?? ''}.${mac}`,
        `${payload}..${mac}`,
      )
      .map((token) => fault('session: broken token', bearer(token), [401], /^Session invalid/)),
    fc
      .constantFrom<Record<string, unknown>>(
        { u: '1' },
        { u: 1.5, p: 0, e: Date.now() + 60_000, n: 'x', l: 'en' },
        { u: 1, p: 2, e: Date.now() + 60_000, n: 'x', l: 'en' },
        {},
        { u: 1, p: 0, e: 'soon', n: 'x', l: 'en' },
      )
      .map((body) => {
        const forged = Buffer.from(JSON.stringify(body)).toString('base64url');
        const signature = createHmac('sha256', world.sessionSecret).update(forged).digest('base64url');
        return fault('session: malformed claims', bearer(`${forged}.${signature}`), [401], /^Session invalid/);
      }),
  );
}

/** A `user-data` header naming someone else, or not readable. */
function userDataFaults(world: FuzzWorld, user: FuzzUser): Arbitrary<Fault> {
  const others = world.users.filter((candidate) => candidate.id !== user.id).map((candidate) => candidate.id);
  const set = (value: string) => (draft: Draft) => setHeader(draft, 'user-data', value);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...others, 1, 777), fc.boolean())
      .map(([id, asText]) =>
        fault('user-data: another user', set(JSON.stringify({ id: asText ? String(id) : id, isPremium: true })), [403], /^Forbidden$/),
      ),
    headerText(200)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => fault('user-data: not JSON', set(text), [400], /user-data: not JSON/)),
    fc
      .constantFrom(
        'null',
        '[]',
        '{}',
        '{"id":"x"}',
        '{"id":1.5}',
        '{"id":true}',
        '"5"',
        '{"id":null}',
        '{"id":[1]}',
        '{"id":"-5"}',
        '{"id":1e400}',
      )
      .map((text) => fault('user-data: wrong shape', set(text), [400], /user-data\.id/)),
    fc.integer({ min: 100, max: 7000 }).map((levels) => fault('user-data: deeply nested', set(deepArray(levels)), [400], /user-data/)),
    fc
      .integer({ min: 17_000, max: 40_000 })
      .map((length) => fault('user-data: oversized header', set('x'.repeat(length)), [431], /header size/)),
  );
}

const noiseHeaders: Arbitrary<[string, string][]> = fc.array(
  fc.tuple(
    fc.constantFrom(
      'x-fuzz',
      'accept',
      'accept-language',
      'origin',
      'referer',
      'user-agent',
      'x-forwarded-for',
      'cookie',
      'x-telegram-init-data',
      'user-wallet',
    ),
    headerText(60),
  ),
  { maxLength: 3 },
);

interface Endpoint {
  endpoint: string;
  route: string;
  /** The valid request of `user`. */
  base: (user: FuzzUser) => Draft;
  faults: (user: FuzzUser) => Arbitrary<Fault>[];
}

function authorized(user: FuzzUser, draft: Omit<Draft, 'headers'> & { headers?: [string, string][] }): Draft {
  return { ...draft, headers: [['authorization', `Bearer ${user.session}`], ...(draft.headers ?? [])] };
}

/** A valid action body for each engine action (sent when the fault is elsewhere). */
const VALID_ACTION_BODIES: Record<(typeof ACTION_TYPES)[number], Record<string, unknown>> = {
  'quest-take': { questId: 'follow-tiktok' },
  'quest-claim': { questId: 'follow-tiktok' },
  'producer-buy': { producerId: 'field', season: 'main' },
  'producer-start': { producerId: 'sprouter', season: 'main' },
  'producer-collect': { producerId: 'sprouter', season: 'main' },
  'producer-upgrade': { producerId: 'sprouter', season: 'main' },
  'boost-use': { boost: 'user' },
  'water-toggle': { on: true },
  spin: {},
  'event-trigger': { event: 'TRACTOR' },
  'card-turn': { card: 0 },
  'ad-card-claim': { card: 'spin' },
  'limited-product-buy': { productId: 'spin-1' },
  checkin: {},
  'challenge-claim': {},
  prestige: {},
  'event-ladder-claim': { step: 0 },
};

const BAD_KEY = /^[A-Za-z0-9_:.-]{8,128}$/;

function engineEndpoint(world: FuzzWorld, name: (typeof ACTION_TYPES)[number]): Endpoint {
  const schema = actionBodySchemas[name];
  const validBody = VALID_ACTION_BODIES[name];
  const path = `/backend/hub/engine/${name}`;
  return {
    endpoint: `POST ${path}`,
    route: path,
    base: (user) =>
      authorized(user, {
        method: 'POST',
        path,
        headers: [
          ['content-type', 'application/json'],
          ['idempotency-key', randomUUID()],
        ],
        body: JSON.stringify(validBody),
      }),
    faults: (user) => [
      sessionFaults(world, user),
      userDataFaults(world, user),
      fc.constant(fault('idempotency-key: missing', (draft) => withoutHeader(draft, 'idempotency-key'), [400], /idempotency-key/)),
      headerText(200)
        .filter((key) => !BAD_KEY.test(key.trim()))
        .map((key) => fault('idempotency-key: malformed', (draft) => setHeader(draft, 'idempotency-key', key), [400], /idempotency-key/)),
      wrongShape(validBody, schema).map((text) =>
        fault('body: wrong shape', (draft) => withBody(draft, text, 'application/json'), [400], BODY),
      ),
      deepBody(schema).map((text) => fault('body: deeply nested', (draft) => withBody(draft, text, 'application/json'), [400], BODY)),
      ...jsonBodyFaults(validBody, world.bodyLimit, [400]),
      fc.constant(
        fault(
          'session: player does not exist',
          (draft) => withoutHeader(setHeader(draft, 'authorization', `Bearer ${world.strangerSession}`), 'user-data'),
          [401],
          /user not found/,
        ),
      ),
    ],
  };
}

/** A POST of a JSON body for a player (the quest list, the ad-view token): the session, user-data and body can be wrong. */
function playerBodyEndpoint(
  world: FuzzWorld,
  path: string,
  valid: Record<string, unknown>,
  schema: core.$ZodType,
  whenEmpty: unknown,
): Endpoint {
  return {
    endpoint: `POST ${path}`,
    route: path,
    base: (user) =>
      authorized(user, { method: 'POST', path, headers: [['content-type', 'application/json']], body: JSON.stringify(valid) }),
    faults: (user) => [
      sessionFaults(world, user),
      userDataFaults(world, user),
      wrongShape(valid, schema, whenEmpty).map((text) =>
        fault('body: wrong shape', (draft) => withBody(draft, text, 'application/json'), [400], BODY),
      ),
      deepBody(schema, whenEmpty).map((text) =>
        fault('body: deeply nested', (draft) => withBody(draft, text, 'application/json'), [400], BODY),
      ),
      ...jsonBodyFaults(valid, world.bodyLimit, [400]),
      fc.constant(
        fault(
          'session: player does not exist',
          (draft) => withoutHeader(setHeader(draft, 'authorization', `Bearer ${world.strangerSession}`), 'user-data'),
          [401],
          /user not found/,
        ),
      ),
    ],
  };
}

const ENGINE_NAMES = new Set<string>([...ACTION_TYPES, 'quest-list']);
const KNOWN_PATHS = new Set([
  '/api/discord',
  '/api/welcomeMessage',
  '/api/refMessage',
  '/backend/health',
  '/backend/hub/game-user',
  '/backend/hub/graphql',
  '/backend/hub/leaderboard',
  '/backend/hub/friends',
  '/backend/hub/catalog',
  '/backend/hub/client-errors',
  '/backend/auth/graphql',
  '/backend/auth/telegram',
  '/backend/transactions/get-limited-products',
  '/backend/hub/stars/invoice',
  '/backend/hub/share/invite',
  '/backend/hub/news/ack',
  '/backend/hub/reminders',
  '/dev/launch-data',
]);

/** Engine names that are not actions, wrong methods, unknown paths, broken percent-encoding. */
function pathEndpoint(world: FuzzWorld): Endpoint {
  return {
    endpoint: 'any /backend, /api path',
    // The engine's catch-all route (an unknown action's 404) among them.
    route: '/backend/hub/engine/:name',
    base: (user) =>
      authorized(user, {
        method: 'POST',
        path: '/backend/hub/engine/spin',
        headers: [
          ['content-type', 'application/json'],
          ['idempotency-key', randomUUID()],
        ],
        body: '{}',
      }),
    faults: () => [
      fc
        .oneof(
          fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
          fc.constantFrom(
            '__proto__',
            'constructor',
            'toString',
            'hasOwnProperty',
            'SPIN',
            'spin ',
            'spin%00',
            'quest-list%2F..',
            'producer_buy',
          ),
        )
        .map((name) => encodeURIComponent(name))
        .filter((name) => !ENGINE_NAMES.has(decodeURIComponent(name)) && name !== '.' && name !== '..')
        .map((name) =>
          fault(
            'path: unknown engine action',
            (draft) => ({ ...draft, path: `/backend/hub/engine/${name}` }),
            [404],
            /^(Unknown engine action|Not found)/,
          ),
        ),
      fc
        .tuple(
          fc.constantFrom('/backend/', '/api/', '/backend/hub/', '/backend/auth/', '/backend/transactions/', '/dev/'),
          fc.stringMatching(/^[a-z0-9_-]{1,30}$/),
        )
        .filter(([prefix, rest]) => !KNOWN_PATHS.has(`${prefix}${rest}`))
        .map(([prefix, rest]) =>
          fault('path: unknown', (draft) => ({ ...draft, method: 'GET', path: `${prefix}${rest}`, body: undefined }), [404], /^Not found/),
        ),
      fc
        .tuple(
          fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'),
          fc.constantFrom(
            '/backend/hub/game-user',
            '/backend/auth/telegram',
            '/backend/hub/engine/spin',
            '/backend/hub/client-errors',
            '/api/discord',
            '/backend/hub/leaderboard',
          ),
        )
        .map(([method, path]) => fault('path: wrong method', (draft) => ({ ...draft, method, path }), [404], /^Not found/)),
      fc
        .tuple(
          fc.constantFrom('/backend/hub/engine/', '/backend/hub/', '/api/'),
          fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '%80', 'a%2'),
        )
        .map(([prefix, broken]) =>
          fault('path: broken percent-encoding', (draft) => ({ ...draft, path: `${prefix}${broken}` }), [400], /not a valid url/),
        ),
      fc
        .constant(world)
        .map(() =>
          fault(
            'path: traversal',
            (draft) => ({ ...draft, method: 'GET', path: '/assets/%2e%2e/%2e%2e/package.json', body: undefined }),
            [400, 403, 404],
          ),
        ),
    ],
  };
}

/** GET endpoints that only read: the session, user-data and (for some) the player are what can be wrong. */
function readEndpoint(
  world: FuzzWorld,
  path: string,
  needsPlayer: boolean,
  extra: (user: FuzzUser) => Arbitrary<Fault>[] = () => [],
): Endpoint {
  return {
    endpoint: `GET ${path}`,
    route: path,
    base: (user) => authorized(user, { method: 'GET', path }),
    faults: (user) => [
      sessionFaults(world, user),
      userDataFaults(world, user),
      ...(needsPlayer
        ? [
            fc.constant(
              fault(
                'session: player does not exist',
                (draft) => withoutHeader(setHeader(draft, 'authorization', `Bearer ${world.strangerSession}`), 'user-data'),
                [401],
                /user not found/,
              ),
            ),
          ]
        : []),
      ...extra(user),
    ],
  };
}

function gameUserFaults(): Arbitrary<Fault>[] {
  return [
    headerText(40)
      .filter((value) => !['main', 'event'].includes(value.trim()))
      .map((value) => fault('season-type: not main or event', (draft) => setHeader(draft, 'season-type', value), [400], /season-type/)),
    fc
      .integer({ min: 129, max: 4000 })
      .map((length) =>
        fault('user-wallet: too long', (draft) => setHeader(draft, 'user-wallet', 'w'.repeat(length)), [400], /user-wallet/),
      ),
  ];
}

function nested(levels: number): string {
  return `{ ProducerList ${'{ _id '.repeat(levels)}${'}'.repeat(levels)} }`;
}

interface Document {
  label: string;
  body: unknown;
  expect: readonly number[];
  names?: RegExp;
}

/**
 * GraphQL documents the server must refuse (or, for random mutations of a valid one, may answer),
 * each variant on its own so every one is sent; `get` marks those small enough for a query string.
 */
function documentFaults(hub: boolean, world: FuzzWorld, user: FuzzUser): { arbitrary: Arbitrary<Document>; get: boolean }[] {
  const field = hub ? 'BoostList' : 'me';
  const selection = hub ? 'BoostList { _id }' : 'me { name }';
  const valid = hub ? [PRODUCER_LIST_QUERY, BOOST_LIST_QUERY, GAME_USER_EVENT_LIST_QUERY] : [ME_QUERY];
  const refused = (label: string, body: unknown, names?: RegExp): Document => ({
    label,
    body,
    expect: [400],
    ...(names === undefined ? {} : { names }),
  });
  /** Refused by its content, or first by its length (413) when it is longer than any document the game sends. */
  const refusedOrLong = (label: string, body: unknown, names?: RegExp): Document => ({
    ...refused(label, body, names === undefined ? undefined : new RegExp(`${names.source}|too large`, names.flags)),
    expect: [400, 413],
  });
  const small = (arbitrary: Arbitrary<Document>) => ({ arbitrary, get: true });
  const large = (arbitrary: Arbitrary<Document>) => ({ arbitrary, get: false });
  const variants = [
    small(
      fc
        .string({ maxLength: 200 })
        .filter((text) => text.trim() !== '' && !/^\s*(query\s*)?\{\s*\w+\s*(\{[^{}]*\})?\s*\}\s*$/.test(text))
        .map((text) => refused('graphql: not a document', { query: text })),
    ),
    small(fc.jsonValue({ maxDepth: 3 }).map((value) => refused('graphql: JSON where the document goes', { query: JSON.stringify(value) }))),
    large(
      fc
        .constantFrom<unknown>(5, true, false, 0, { kind: 'Document' }, ['a', 'b'], null)
        .map((query) => refused('graphql: query is not a string', { query })),
    ),
    large(fc.constant(refused('graphql: no query', {}))),
    small(
      fc
        .stringMatching(/^[a-zA-Z_]\w{0,20}$/)
        .filter((name) => !name.startsWith('__') && !['ProducerList', 'BoostList', 'GameUserEventList', 'me', 'session'].includes(name))
        .map((name) => refused('graphql: unknown field', { query: `{ ${name} }` }, /Cannot query field/)),
    ),
    small(
      fc.integer({ min: 8, max: 30 }).map((levels) =>
        refused('graphql: too deep', {
          query: `{ __schema { types { ${'fields { type { '.repeat(levels)}name${' } }'.repeat(levels)} } } }`,
        }),
      ),
    ),
    large(
      fc
        .integer({ min: 200, max: 9000 })
        .map((levels) => refusedOrLong('graphql: nested thousands deep', { query: nested(levels) }, /deep|nested/i)),
    ),
    large(
      fc.integer({ min: 200, max: 20_000 }).map((levels) =>
        refusedOrLong('graphql: deeply nested list argument', {
          query: `{ ${hub ? 'ProducerList(limit:' : 'me(x:'} ${deepArray(levels)}) { _id } }`,
        }),
      ),
    ),
    large(
      fc
        .integer({ min: 11, max: 400 })
        .map((count) =>
          refusedOrLong(
            'graphql: too many aliases',
            { query: `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ')} }` },
            /(Too many aliases|too costly|tokens)/,
          ),
        ),
    ),
    large(
      fc.integer({ min: 2, max: 10 }).map((count) => {
        // Each alias costs 10 plus the fragment's fields: together one more than the budget of 200.
        const fields = Math.ceil(201 / count) - 10;
        const type = hub ? 'Boost' : 'Me';
        const spread = Array.from({ length: count }, (_, index) => `a${index}: ${field} { ...F }`).join(' ');
        const fragment = `fragment F on ${type} { ${Array.from({ length: fields }, () => (hub ? '_id' : 'name')).join(' ')} }`;
        return refused('graphql: aliases spreading a fragment past the cost budget', { query: `{ ${spread} } ${fragment}` }, /too costly/);
      }),
    ),
    large(
      fc
        .integer({ min: 201, max: 4000 })
        .map((count) =>
          refusedOrLong(
            'graphql: too many fields',
            { query: `{ ${field} { ${Array.from({ length: count }, () => (hub ? '_id' : 'name')).join(' ')} } }` },
            /(too costly|tokens|Validation)/,
          ),
        ),
    ),
    large(
      fc.integer({ min: 1, max: 4000 }).map((extra) => ({
        label: 'graphql: document too large',
        body: { query: `{ ${selection} } # ${'x'.repeat(world.bodyLimit + extra)}` },
        expect: [413],
        names: /too large/,
      })),
    ),
    small(
      fc
        .constantFrom(
          `mutation { ${selection} }`,
          `subscription { ${selection} }`,
          `{ ${selection} } { ${selection} }`,
          `query A { ${selection} } query B { ${selection} }`,
          `fragment F on Query { ${field} }`,
          `{ ...F } fragment F on Query { ...F }`,
        )
        .map((query) => refused('graphql: wrong operations', { query })),
    ),
    small(fc.constant(refused('graphql: unknown operation name', { query: `query A { ${selection} }`, operationName: 'B' }))),
    large(
      fc
        .constantFrom<unknown>('x', 5, [1], true)
        .map((variables) => refused('graphql: variables not an object', { query: `{ ${selection} }`, variables })),
    ),
    large(
      fc
        .constantFrom<unknown>(['array'], [{ query: `{ ${selection} }` }, { query: `{ ${selection} }` }])
        .map((body) => refused('graphql: batched', body)),
    ),
    small(fc.constant(refused('graphql: introspection', { query: '{ __schema { queryType { name } } }' }, /introspection/))),
    small(
      fc
        .tuple(fc.constantFrom(...valid), fc.nat(400), fc.nat(20), fc.string({ maxLength: 4 }))
        .map(([query, at, cut, insert]): Document => ({
          label: 'graphql: mutated document',
          body: { query: `${query.slice(0, at)}${insert}${query.slice(at + cut)}`, variables: { _id: user.gameId } },
          expect: [200, 400, 403],
        })),
    ),
  ];
  if (hub) {
    variants.push(
      small(
        fc
          .constantFrom(
            'limit: 0',
            'limit: 101',
            'limit: -1',
            'offset: -1',
            'limit: 2147483647',
            'offset: 1.5',
            'limit: "1"',
            'season: winter',
          )
          .map((args) => refused('graphql: arguments out of range', { query: `{ ProducerList(${args}) { _id } }` })),
      ),
      small(
        fc
          .constantFrom(
            '00000000-0000-0000-0000-000000000000',
            ...world.users.filter((other) => other.id !== user.id).map((other) => other.gameId),
          )
          .map((id): Document => ({
            label: "graphql: another player's events",
            body: { query: GAME_USER_EVENT_LIST_QUERY, variables: { _id: id } },
            expect: [403],
            names: /^Forbidden$/,
          })),
      ),
      small(
        fc
          .constantFrom<unknown>({ limit: 'x' }, { limit: 1e300 }, { season: 'winter' }, { limit: [[1]] }, { limit: deepArray(50) })
          .map((variables) => refused('graphql: variables of the wrong type', { query: PRODUCER_LIST_QUERY, variables })),
      ),
    );
  }
  return variants;
}

function graphqlEndpoint(world: FuzzWorld, hub: boolean): Endpoint {
  const path = hub ? '/backend/hub/graphql/' : '/backend/auth/graphql/';
  const query = hub ? BOOST_LIST_QUERY : ME_QUERY;
  const selection = hub ? 'BoostList { _id }' : 'me { name }';
  const overGet = (draft: Draft, search: string): Draft => ({
    ...withoutHeader(draft, 'content-type'),
    method: 'GET',
    path: `${path}?${search}`,
    body: undefined,
  });
  return {
    endpoint: `POST ${path}`,
    route: path.slice(0, -1),
    base: (user) =>
      authorized(user, { method: 'POST', path, headers: [['content-type', 'application/json']], body: JSON.stringify({ query }) }),
    faults: (user) => {
      const documents = documentFaults(hub, world, user);
      return [
        sessionFaults(world, user),
        userDataFaults(world, user),
        fc.constant(
          fault(
            'session: player does not exist',
            (draft) => withoutHeader(setHeader(draft, 'authorization', `Bearer ${world.strangerSession}`), 'user-data'),
            [401],
            /user not found/,
          ),
        ),
        ...documents.map(({ arbitrary }) =>
          arbitrary.map(({ label, body, expect, names }) =>
            fault(label, (draft) => withBody(draft, JSON.stringify(body), 'application/json'), expect, names),
          ),
        ),
        ...documents
          .filter(({ get }) => get)
          .map(({ arbitrary }) =>
            arbitrary.map(({ label, body, expect, names }) => {
              const { query: text, variables, operationName } = body as { query: string; variables?: unknown; operationName?: string };
              const search = new URLSearchParams({
                query: text,
                ...(variables === undefined ? {} : { variables: JSON.stringify(variables) }),
                ...(operationName === undefined ? {} : { operationName }),
              });
              return fault(`${label} (GET)`, (draft) => overGet(draft, search.toString()), expect, names);
            }),
          ),
        fc
          .constantFrom('mutation { x }', `mutation { ${selection} }`)
          .map((text) => fault('graphql: mutation over GET', (draft) => overGet(draft, `query=${encodeURIComponent(text)}`), [400])),
        fc
          .constantFrom('{', '%7B', 'x')
          .map((broken) =>
            fault(
              'graphql: GET variables not JSON',
              (draft) => overGet(draft, `query=${encodeURIComponent(`{ ${selection} }`)}&variables=${broken}`),
              [400],
            ),
          ),
        ...jsonBodyFaults({ query }, world.bodyLimit, [400]),
      ];
    },
  };
}

/** Launch data fields signed the way Telegram signs them (HMAC-SHA256, key "WebAppData"), whatever they hold. */
export function telegramSign(entries: Record<string, string>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const check = Object.keys(entries)
    .sort()
    .map((key) => `${key}=${entries[key] ?? ''}`)
    .join('\n');
  return new URLSearchParams({ ...entries, hash: createHmac('sha256', secret).update(check).digest('hex') }).toString();
}

/** Launch data that must not log anyone in. */
function loginFaults(world: FuzzWorld, user: FuzzUser): Arbitrary<Fault>[] {
  const launch = { id: user.id, firstName: 'Mallory', language: 'en', premium: false, startParam: undefined };
  const now = Date.now();
  const text = (label: string, body: string, expect: readonly number[] = [401], names: RegExp = /^Launch data/) =>
    fault(label, (draft) => withBody(draft, body, 'text/plain'), expect, names);
  const valid = signLaunchData(launch, world.botToken, now);
  const fields = new URLSearchParams(valid);
  const edited = (changes: Record<string, string | undefined>) => {
    const copy = new URLSearchParams(fields);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) copy.delete(key);
      else copy.set(key, value);
    }
    return copy.toString();
  };
  const selfSigned = (entries: Record<string, string>) => telegramSign(entries, world.botToken);
  const authDate = String(Math.floor(now / 1000));
  return [
    fc.stringMatching(/^[0-9a-f]{64}$/).map((hash) => text('launch data: bad hash', edited({ hash }))),
    fc.constant(text('launch data: no hash', edited({ hash: undefined }))),
    fc
      .string({ minLength: 1, maxLength: 40 })
      .map((token) => text('launch data: another bot token', signLaunchData(launch, `${token}:other`, now))),
    fc
      .integer({ min: 86_401, max: 400 * 86_400 })
      .map((seconds) => text('launch data: expired', signLaunchData(launch, world.botToken, now - seconds * 1000), [401], /expired/)),
    fc
      .integer({ min: 120, max: 400 * 86_400 })
      .map((seconds) =>
        text('launch data: from the future', signLaunchData(launch, world.botToken, now + seconds * 1000), [401], /future/),
      ),
    fc
      .constantFrom<Record<string, string | undefined>>(
        { user: JSON.stringify({ id: 1, first_name: 'Admin', is_premium: true }) },
        { user: JSON.stringify({ id: user.id, first_name: 'Mallory', is_premium: true }) },
        { start_param: 'r_1' },
        { auth_date: String(Math.floor(now / 1000) + 5) },
        { chat_type: 'group' },
        { user: undefined },
      )
      .map((changes) => text('launch data: tampered after signing', edited(changes))),
    fc
      .constantFrom<Record<string, string>>(
        {},
        { user: 'not json' },
        { user: JSON.stringify({ id: 'x', first_name: 'A' }) },
        { user: JSON.stringify({ first_name: 'A' }) },
        { user: JSON.stringify({ id: 5 }) },
        { auth_date: 'yesterday', user: JSON.stringify({ id: 5, first_name: 'A' }) },
      )
      .map((entries) => text('launch data: signed, but no valid user', selfSigned({ auth_date: authDate, signature: '', ...entries }))),
    headerText(300)
      .filter((body) => body.trim() !== '')
      .map((body) => text('launch data: garbage', body)),
    fc.constantFrom('', '   ', '\n').map((body) => text('launch data: empty', body, [400], /^body/)),
    fc.integer({ min: 8193, max: 60_000 }).map((length) => text('launch data: too long', `user=${'x'.repeat(length)}`, [400], /too long/)),
    fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constant({ initData: '' }),
        fc.constant({ initData: 'x'.repeat(9000) }),
        fc.constant({ initData: ['a'] }),
      )
      .filter((value) => typeof value !== 'string' && refuses(loginJsonBodySchema, value ?? undefined))
      .map((value) =>
        fault(
          'launch data: JSON of the wrong shape',
          (draft) => withBody(draft, JSON.stringify(value), 'application/json'),
          [400],
          /^body/,
        ),
      ),
    fc.constant(
      fault(
        'launch data: JSON wrapping a forgery',
        (draft) => withBody(draft, JSON.stringify({ initData: edited({ hash: '0'.repeat(64) }) }), 'application/json'),
        [401],
        /^Launch data/,
      ),
    ),
    ...jsonBodyFaults({ initData: valid }, world.bodyLimit, [401]),
  ];
}

function loginEndpoint(world: FuzzWorld): Endpoint {
  return {
    endpoint: 'POST /backend/auth/telegram',
    route: '/backend/auth/telegram',
    base: () => ({ method: 'POST', path: '/backend/auth/telegram', headers: [['content-type', 'text/plain']], body: '' }),
    faults: (user) => loginFaults(world, user),
  };
}

function botMessageEndpoint(
  world: FuzzWorld,
  path: string,
  schema: core.$ZodType,
  validFor: (user: FuzzUser) => Record<string, unknown>,
  forbidden: (user: FuzzUser) => Record<string, unknown>[],
): Endpoint {
  return {
    endpoint: `POST ${path}`,
    route: path,
    base: (user) =>
      authorized(user, { method: 'POST', path, headers: [['content-type', 'application/json']], body: JSON.stringify(validFor(user)) }),
    faults: (user) => [
      sessionFaults(world, user),
      userDataFaults(world, user),
      fc.constant(
        fault(
          'session: player does not exist',
          (draft) => withoutHeader(setHeader(draft, 'authorization', `Bearer ${world.strangerSession}`), 'user-data'),
          [401],
          /user not found/,
        ),
      ),
      fc
        .constantFrom(...forbidden(user))
        .map((body) =>
          fault('body: someone else', (draft) => withBody(draft, JSON.stringify(body), 'application/json'), [403], /^Forbidden$/),
        ),
      // The texts and links an older client sent are accepted and ignored; the fields the server
      // keeps (a Discord id) refuse anything but their own alphabet, U+0000 included.
      ...storedTextKeys(validFor(user)).map((key) =>
        fc
          .constantFrom('\u0000', 'a\u0000', '\u0000\u0000b')
          .map((text) =>
            fault(
              'body: U+0000 in a kept text',
              (draft) => withBody(draft, JSON.stringify({ ...validFor(user), [key]: text }), 'application/json'),
              [400],
              new RegExp(`^body\\.${key}: `),
            ),
          ),
      ),
      wrongShape(validFor(user), schema).map((text) =>
        fault('body: wrong shape', (draft) => withBody(draft, text, 'application/json'), [400], BODY),
      ),
      deepBody(schema).map((text) => fault('body: deeply nested', (draft) => withBody(draft, text, 'application/json'), [400], BODY)),
      ...jsonBodyFaults(validFor(user), world.bodyLimit, [400]),
    ],
  };
}

/** The string fields of a message body the server keeps (not the ignored texts and links). */
function storedTextKeys(body: Record<string, unknown>): string[] {
  const ignored = new Set(['welcomeText', 'refMessage', 'website', 'playGame']);
  return Object.keys(body).filter((key) => typeof body[key] === 'string' && !ignored.has(key));
}

/** Client error reports: refused when malformed, stored (204) when valid however nasty. */
function clientErrorsEndpoint(world: FuzzWorld): Endpoint {
  const path = '/backend/hub/client-errors';
  const valid = { message: 'boom', stack: 'Error: boom', endpoint: '/x', context: { a: 1 }, timestamp: 1 };
  const limit = world.clientErrorsBodyLimit;
  const accepted = (label: string, report: Arbitrary<string>) =>
    report
      .filter((textBody) => Buffer.byteLength(textBody) < limit && !refuses(clientErrorBodySchema, JSON.parse(textBody)))
      .map((textBody) => fault(label, (draft) => withBody(draft, textBody, 'application/json'), [204]));
  return {
    endpoint: `POST ${path}`,
    route: path,
    base: (user) =>
      authorized(user, { method: 'POST', path, headers: [['content-type', 'application/json']], body: JSON.stringify(valid) }),
    faults: () => [
      wrongShape(valid, clientErrorBodySchema).map((text) =>
        fault('body: wrong shape', (draft) => withBody(draft, text, 'application/json'), [400], BODY),
      ),
      fc
        .constantFrom<unknown>(
          {},
          { message: '' },
          { message: 5 },
          { message: 'x', timestamp: 'y'.repeat(65) },
          { message: 'x', stack: 5 },
          { message: 'x', timestamp: {} },
          [{ message: 'x' }],
        )
        .map((body) => fault('body: not a report', (draft) => withBody(draft, JSON.stringify(body), 'application/json'), [400], BODY)),
      ...jsonBodyFaults(valid, limit, [400]),
      accepted(
        'accepted: deeply nested context',
        fc
          .tuple(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1000, max: 15_000 })), fc.boolean())
          .map(([levels, array]) => `{"message":"nested","context":${array ? deepArray(levels) : deepObject(Math.min(levels, 6000))}}`),
      ),
      accepted(
        'accepted: NUL and control characters',
        fc
          .tuple(
            fc.constantFrom('\u0000', '\u0000\u0001\u001f', 'a\u0000b', '\ud800', '\uffff\u0000'),
            fc.constantFrom('message', 'stack', 'endpoint', 'timestamp', 'context', 'key'),
          )
          .map(([odd, where]) =>
            JSON.stringify({
              message: where === 'message' ? odd : 'odd',
              ...(where === 'stack' || where === 'endpoint' || where === 'timestamp' ? { [where]: odd } : {}),
              ...(where === 'context' ? { context: { text: odd, list: [odd] } } : {}),
              ...(where === 'key' ? { context: { [odd]: 1 } } : {}),
            }),
          ),
      ),
      accepted(
        'accepted: long and odd fields',
        fc
          .record({
            message: fc.string({ unit: 'binary', minLength: 1, maxLength: 2500 }),
            stack: fc.string({ unit: 'binary', maxLength: 4000 }),
            endpoint: fc.string({ maxLength: 800 }),
            context: fc.jsonValue({ maxDepth: 4 }),
            timestamp: fc.oneof(fc.double(), fc.string({ maxLength: 64 })),
          })
          .map((report) => JSON.stringify(report)),
      ),
    ],
  };
}

/** Malformed HTTP: the server's parser must answer, with a message, and stay up. */
function rawEndpoint(): Endpoint {
  const raw = (label: string, bytes: string | Buffer, expect: readonly number[], names?: RegExp) =>
    fault(
      label,
      () => ({ method: '', path: '', headers: [], body: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1') }),
      expect,
      names,
    );
  const end = 'Host: 127.0.0.1\r\nConnection: close\r\n';
  return {
    endpoint: 'raw HTTP',
    route: '(raw)',
    base: () => ({ method: '', path: '', headers: [] }),
    faults: () => [
      fc
        .constantFrom('GET / HTTP/9.9', 'GET / HTTP/1.1 extra', 'G@T / HTTP/1.1', 'GET  HTTP/1.1', 'GET /backend/hub/game-user HTTP/1.a')
        .map((line) => raw('raw: broken request line', `${line}\r\n${end}\r\n`, [400])),
      fc
        .constantFrom('us er: a', 'nocolon', 'user-data: a\u0001b', ': empty-name', 'x-fuzz: a\u0000b', 'x\u007f: 1')
        .map((header) => raw('raw: broken header', `GET /backend/hub/game-user HTTP/1.1\r\n${end}${header}\r\n\r\n`, [400])),
      fc
        .constantFrom(
          'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
          'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
          'Content-Length: -2\r\n\r\n{}',
          'Content-Length: 1e3\r\n\r\n{}',
          'Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
          'Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n',
        )
        .map((tail) =>
          raw('raw: broken framing', `POST /backend/hub/client-errors HTTP/1.1\r\n${end}Content-Type: application/json\r\n${tail}`, [400]),
        ),
      fc.constant(raw('raw: no Host header', 'GET /backend/hub/game-user HTTP/1.1\r\nConnection: close\r\n\r\n', [400], /host/i)),
      fc
        .constantFrom('foo', '200-ok', 'x')
        .map((value) =>
          raw('raw: unknown Expect', `GET /backend/hub/game-user HTTP/1.1\r\n${end}Expect: ${value}\r\n\r\n`, [417], /expect/i),
        ),
      fc
        .integer({ min: 17_000, max: 70_000 })
        .map((length) => raw('raw: URL too long', buildRequest('GET', `/backend/hub/${'a'.repeat(length)}`, []), [431], /header size/)),
    ],
  };
}

/** Every endpoint of the server (production mode), each with the faults that apply to it. */
export function endpoints(world: FuzzWorld): Endpoint[] {
  const first = world.users[0];
  if (first === undefined) throw new Error('the fuzzer needs players');
  return [
    loginEndpoint(world),
    readEndpoint(world, '/backend/hub/game-user', false, () => gameUserFaults()),
    readEndpoint(world, '/backend/hub/season/get-data', false),
    readEndpoint(world, '/backend/transactions/get-limited-products', true),
    readEndpoint(world, '/backend/hub/leaderboard', true),
    readEndpoint(world, '/backend/hub/friends', true),
    // The active catalog is the same for every session: one that names no player still gets it.
    readEndpoint(world, '/backend/hub/catalog', false),
    playerBodyEndpoint(world, '/backend/hub/engine/quest-list', { limit: 100, offset: 0 }, questListBodySchema, undefined),
    playerBodyEndpoint(world, AD_VIEW_START_PATH, { card: 'spin' }, adViewStartBodySchema, {}),
    playerBodyEndpoint(world, STARS_INVOICE_PATH, { productId: 'stars-tokens-100' }, starsInvoiceBodySchema, {}),
    playerBodyEndpoint(world, SHARE_INVITE_PATH, {}, shareInviteBodySchema, {}),
    playerBodyEndpoint(world, NEWS_ACK_PATH, { ids: [1] }, newsAckBodySchema, {}),
    playerBodyEndpoint(world, REMINDERS_PATH, { on: true }, remindersBodySchema, {}),
    ...ACTION_TYPES.map((name) => engineEndpoint(world, name)),
    graphqlEndpoint(world, true),
    graphqlEndpoint(world, false),
    clientErrorsEndpoint(world),
    botMessageEndpoint(
      world,
      '/api/welcomeMessage',
      welcomeMessageBodySchema,
      (user) => ({ welcomeText: 'Welcome!', telegramId: user.id, website: 'https://example.org' }),
      (user) => [
        { welcomeText: 'hi', telegramId: user.id + 1 },
        { welcomeText: 'hi', telegramId: String(first.id === user.id ? 1 : first.id) },
      ],
    ),
    botMessageEndpoint(
      world,
      '/api/discord',
      discordBodySchema,
      (user) => ({ discordId: '80351110224', telegramId: user.id }),
      (user) => [{ discordId: '80351110224', telegramId: user.id + 1 }],
    ),
    botMessageEndpoint(
      world,
      '/api/refMessage',
      refMessageBodySchema,
      (user) => ({ referrerId: user.referrerId ?? 1, refMessage: 'Joined!' }),
      (user) => [
        { referrerId: (user.referrerId ?? 0) + 1, refMessage: 'hi' },
        { referrerId: user.id, refMessage: 'hi' },
      ],
    ),
    pathEndpoint(world),
    rawEndpoint(),
  ];
}

/**
 * The fuzzer's plan: every (endpoint, fault) pair in turn, in an order shuffled by the seed, so even a
 * short run sends each kind of fault to each endpoint; the fault's details, the player and the noise
 * are drawn from the seed and the request's index.
 */
export interface FuzzPlan {
  /** Number of (endpoint, fault) pairs. */
  pairs: number;
  caseAt(index: number): FuzzCase;
}

export function fuzzPlan(world: FuzzWorld, seed: number): FuzzPlan {
  const list = endpoints(world);
  const faultsOf = list.map((endpoint) => world.users.map((user) => endpoint.faults(user)));
  const pairs = list.flatMap((_, e) => (faultsOf[e]?.[0] ?? []).map((__, f) => [e, f] as const));
  const order = fc.sample(fc.shuffledSubarray(pairs, { minLength: pairs.length }), { numRuns: 1, seed })[0] ?? pairs;
  return {
    pairs: pairs.length,
    caseAt(index) {
      const [e, f] = order[index % order.length] ?? [0, 0];
      const endpoint = list[e];
      if (endpoint === undefined) throw new Error('no endpoint');
      const draw = fc.sample(
        fc
          .nat(world.users.length - 1)
          .chain((u) =>
            fc.tuple(fc.constant(u), faultsOf[e]?.[u]?.[f] ?? fc.constant(fault('none', (draft) => draft, [])), noiseHeaders, fc.boolean()),
          ),
        { numRuns: 1, seed: seed + index },
      )[0];
      if (draw === undefined) throw new Error('fast-check drew nothing');
      const [u, broken, noise, withUserData] = draw;
      const user = world.users[u];
      if (user === undefined) throw new Error('no player');
      let draft = endpoint.base(user);
      // Harmless extras: the player's own user-data (a fault about it replaces it), odd headers.
      if (withUserData) draft = setHeader(draft, 'user-data', JSON.stringify({ id: user.id, isPremium: false }));
      draft = broken.apply({ ...draft, headers: [...draft.headers, ...noise] });
      const bytes =
        endpoint.route === '(raw)' && Buffer.isBuffer(draft.body)
          ? draft.body
          : buildRequest(draft.method, draft.path, draft.headers, draft.body);
      return new FuzzCase(endpoint.endpoint, endpoint.route, broken.label, bytes, broken.expect, broken.names);
    },
  };
}

/** The development server's own route: GET /dev/launch-data with queries it must refuse. */
export function devLaunchDataCases(): Arbitrary<FuzzCase> {
  const bad = fc.oneof(
    fc.constantFrom(
      'user=abc',
      'user=-1',
      'user=0',
      'user=1.5',
      'user=1e20',
      'user=',
      'premium=2',
      'premium=yes',
      'name=',
      'lang=x',
      `lang=${'x'.repeat(17)}`,
      `name=${'n'.repeat(65)}`,
      `startParam=${'s'.repeat(513)}`,
      'user=1&user=2',
      'premium=1&premium=0',
      'user=%zz',
    ),
    fc.stringMatching(/^[a-z]{1,8}$/).map((word) => `user=${word}`),
  );
  return bad.map((query) => {
    const bytes = buildRequest('GET', `/dev/launch-data?${query}`, []);
    return new FuzzCase('GET /dev/launch-data', '/dev/launch-data', 'query: invalid', bytes, [400], /query|not a valid url/);
  });
}
