/**
 * Simulated players under autocannon: one connection per player. Each connection plays its player's
 * session (logging in first – POST /backend/auth/telegram with signed launch data – when it has none,
 * or when the session is ever refused) through a fixed mix of game-user reads and engine actions,
 * every action with its own Idempotency-Key. Every answer is classified: success, game refusal
 * (409/422 with a rule's reason, which is fine), or a failure (5xx, 429, any other 4xx, socket error,
 * timeout).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { REASON_MESSAGES } from '#protocol/reasons';
import { createPlayer, launchData, type PlayerSpec } from './players.ts';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
}
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  setupClient?: (client: AutocannonClient) => void;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

/** One request of the mix; `action` ones carry an Idempotency-Key. */
export interface Step {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  action: boolean;
}

const engine = (name: string, body: unknown = {}): Step => ({
  label: name,
  method: 'POST',
  path: `/backend/hub/engine/${name}`,
  body,
  action: true,
});
const read = (label: string, path: string): Step => ({ label, method: 'GET', path, action: false });
const sprouter = { producerId: 'sprouter', season: 'main' };

/** What a player does, over and over: the reads of a session and the actions of the farm. */
export const MIX: readonly Step[] = [
  read('game-user', '/backend/hub/game-user'),
  engine('producer-start', sprouter),
  engine('producer-collect', sprouter),
  engine('spin'),
  read('game-user', '/backend/hub/game-user'),
  engine('checkin'),
  engine('producer-upgrade', sprouter),
  { label: 'quest-list', method: 'POST', path: '/backend/hub/engine/quest-list', action: false },
  engine('event-trigger', { event: 'TRACTOR' }),
  engine('ad-card-claim', { card: 'spin' }),
  read('game-user', '/backend/hub/game-user'),
  engine('producer-buy', { producerId: 'field', season: 'main' }),
  engine('quest-take', { questId: 'follow-tiktok' }),
  engine('quest-claim', { questId: 'follow-tiktok' }),
  engine('card-turn', { card: 1 }),
  engine('limited-product-buy', { productId: 'spin-1' }),
  engine('limited-product-buy', { productId: 'starter-pack' }),
  engine('boost-use', { boost: 'user' }),
  read('game-user', '/backend/hub/game-user'),
  engine('limited-product-buy', { productId: 'spin-bundle' }),
  engine('boost-use', { boost: 'insta', producerId: 'sprouter', season: 'main' }),
];

const GAME_REASONS = new Set(Object.keys(REASON_MESSAGES));

/** The answer of one keyed action as the client saw it. */
export interface KeyAnswer {
  key: string;
  player: number;
  instance: string;
  action: string;
  status: number;
  replayed: boolean;
  /** SHA-256 of the answer's body (bodies are kept as hashes: a full run answers many thousands). */
  bodyHash: string;
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface LoadOptions {
  /** Base URL of the server. */
  url: string;
  /** One connection per player. */
  players: readonly PlayerSpec[];
  seconds: number;
  /** Name of this run (instance label), recorded with each answer. */
  instance: string;
  /** The key of action step `step` (0, 1, ...) of player `id`; fresh per request by default. */
  keyFor?: (id: number, step: number) => string;
  /** Keep every keyed answer (for the consistency checks). */
  recordKeys?: boolean;
  /** Sessions the players logged in with before the run; a player without one logs in first. */
  sessions?: ReadonlyMap<number, string>;
}

export interface LoadResult {
  instance: string;
  connections: number;
  seconds: number;
  /** Answers received. */
  responses: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  byStatus: Record<string, number>;
  /** Reasons of the game refusals (409/422 from a rule). */
  refusals: Record<string, number>;
  /** Answers that are not success or game refusal: "<status> <reason>" → count. */
  failures: Record<string, number>;
  /** A few bodies of failures, to show when a proof fails. */
  failureSamples: string[];
  socketErrors: number;
  timeouts: number;
  logins: number;
  /** Per-step-label answer counts. */
  byStep: Record<string, number>;
  /** Players that logged in during the run. */
  playersLoggedIn: number;
  /** Players that got at least one answer past their login. */
  playersPlayed: number;
  /** Longest wait for a login answer, ms. */
  slowestLoginMs: number;
  keyAnswers: KeyAnswer[];
}

function add(map: Record<string, number>, key: string, amount = 1): void {
  map[key] = (map[key] ?? 0) + amount;
}

function reasonOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'reason' in parsed && typeof parsed.reason === 'string') return parsed.reason;
  } catch {
    // not JSON
  }
  return '';
}

/** Runs the players against `url` for `seconds` and answers what happened. */
export async function runPlayers(options: LoadOptions): Promise<LoadResult> {
  const run = `${options.instance}-${process.pid}-${Date.now().toString(36)}`;
  const keyFor = options.keyFor ?? ((id: number, step: number) => `${run}-${id}-${step}`);
  const authDate = Date.now();
  const result: Omit<
    LoadResult,
    'requestsPerSecond' | 'p50' | 'p99' | 'max' | 'socketErrors' | 'timeouts' | 'playersLoggedIn' | 'playersPlayed'
  > = {
    slowestLoginMs: 0,
    instance: options.instance,
    connections: options.players.length,
    seconds: options.seconds,
    responses: 0,
    byStatus: {},
    refusals: {},
    failures: {},
    failureSamples: [],
    logins: 0,
    byStep: {},
    keyAnswers: [],
  };
  const loggedIn = new Set<number>();
  const played = new Set<number>();
  let nextPlayer = 0;

  function setupClient(client: AutocannonClient): void {
    const player = options.players[nextPlayer++ % options.players.length];
    if (player === undefined) throw new Error('no players');
    const initData = launchData(player, authDate);
    let session = options.sessions?.get(player.id);
    let step = 0;
    let pending: { step: Step | 'login'; key?: string } = { step: 'login' };
    let loginSentAt = 0;

    const setupRequest = (request: AutocannonRequest): AutocannonRequest => {
      if (session === undefined) {
        pending = { step: 'login' };
        loginSentAt = performance.now();
        return { ...request, method: 'POST', path: '/backend/auth/telegram', headers: { 'content-type': 'text/plain' }, body: initData };
      }
      const index = step++;
      const next = MIX[index % MIX.length] ?? MIX[0];
      if (next === undefined) throw new Error('empty mix');
      const headers: Record<string, string> = { authorization: `Bearer ${session}` };
      let key: string | undefined;
      if (next.action) {
        key = keyFor(player.id, index);
        headers['idempotency-key'] = key;
      }
      if (next.method === 'POST') headers['content-type'] = 'application/json';
      pending = { step: next, ...(key === undefined ? {} : { key }) };
      return { ...request, method: next.method, path: next.path, headers, body: next.body === undefined ? '' : JSON.stringify(next.body) };
    };

    const onResponse = (status: number, body: string, _context: unknown, headers: Record<string, string | string[]>): void => {
      result.responses += 1;
      add(result.byStatus, String(status));
      const { step: sent, key } = pending;
      const label = sent === 'login' ? 'login' : sent.label;
      add(result.byStep, label);
      if (sent === 'login') {
        if (status === 200) {
          result.slowestLoginMs = Math.max(result.slowestLoginMs, Math.round(performance.now() - loginSentAt));
          result.logins += 1;
          loggedIn.add(player.id);
          session = (JSON.parse(body) as { session: string }).session;
          return;
        }
      }
      if (status === 401) session = undefined;
      else if (sent !== 'login') played.add(player.id);
      if (options.recordKeys === true && key !== undefined && sent !== 'login') {
        result.keyAnswers.push({
          key,
          player: player.id,
          instance: options.instance,
          action: sent.label,
          status,
          replayed: headers['idempotent-replayed'] === 'true',
          bodyHash: hashOf(body),
        });
      }
      if (status >= 200 && status < 300) return;
      const reason = reasonOf(body);
      if ((status === 409 || status === 422) && GAME_REASONS.has(reason)) {
        add(result.refusals, reason);
        return;
      }
      add(result.failures, `${status} ${reason || '(no reason)'} on ${label}`);
      if (result.failureSamples.length < 5) result.failureSamples.push(`${status} ${label}: ${body.slice(0, 300)}`);
    };

    client.setRequests([{ method: 'GET', path: '/', setupRequest, onResponse }]);
  }

  const cannon = await autocannon({
    url: options.url,
    connections: options.players.length,
    duration: options.seconds,
    timeout: 10,
    setupClient,
  });
  return {
    ...result,
    requestsPerSecond: cannon.requests.average,
    p50: cannon.latency.p50,
    p99: cannon.latency.p99,
    max: cannon.latency.max,
    // autocannon counts a timeout as an error too.
    socketErrors: cannon.errors - cannon.timeouts,
    timeouts: cannon.timeouts,
    playersLoggedIn: loggedIn.size,
    playersPlayed: played.size,
  };
}

/** Logs every player in and creates its farm (login, then game-user), `parallel` at a time; answers the sessions. */
export async function warmUp(url: string, players: readonly PlayerSpec[], parallel = 10): Promise<Map<number, string>> {
  const sessions = new Map<number, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let index = next++; index < players.length; index = next++) {
        const player = players[index];
        if (player !== undefined) sessions.set(player.id, await createPlayer(url, player));
      }
    }),
  );
  return sessions;
}

/** Answers that count against the zero-error target: failures, socket errors, timeouts. */
export function errorCount(result: LoadResult): number {
  return Object.values(result.failures).reduce((sum, count) => sum + count, 0) + result.socketErrors + result.timeouts;
}

/** `a×1, b×2` */
export function counts(map: Record<string, number>): string {
  const entries = Object.entries(map).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? '–' : entries.map(([key, count]) => `${key}×${count}`).join(', ');
}
