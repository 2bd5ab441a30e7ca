/**
 * Virtual players on the real protocol, at a real player's rhythm: the open (the early login with
 * launch data signed as Telegram signs it, answering the main snapshot with the quest list and the
 * season the sync reads; read apart, as the sync does, only when the login did not answer them),
 * then an action every 1.5-2.5 s (each under its own Idempotency-Key and Action-Time), a sync every
 * fifth tick (game-user with the lists, as the client's timer and focus send it), the leaderboard
 * every 15th and the friends every 30th, as the screens read them. A dropped answer (socket error, time-out, 5xx) is sent again with the same
 * key after a back-off, as the outbox does. Requests go to the instances in turn, as a load balancer
 * spreads them; every player connects from 127.0.0.1 (the proxy) and is named in X-Forwarded-For
 * with an address of its own, so the production rate limits stay on.
 */
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { HEADERS } from '#protocol/headers';
import { REASON_MESSAGES } from '#protocol/reasons';
import { MIX } from '../../proof/helpers/load.ts';
import { launchData } from '../../proof/helpers/players.ts';

const ACTIONS = MIX.filter((step) => step.action);
const GAME_REASONS = new Set(Object.keys(REASON_MESSAGES));
const TIMEOUT_MS = 10_000;
const RETRIES = 3;

export type Outcome = 'ok' | 'refused' | 'error';

/** One answered request (or a failed attempt), as the player saw it. */
export interface Sample {
  kind: string;
  at: number;
  ms: number;
  outcome: Outcome;
  /** The status, or the failure (`socket`, `timeout`). */
  status: string;
}

export interface Run {
  urls: readonly string[];
  /** Where every sample goes. */
  record(sample: Sample): void;
  /** When players stop (performance.now() ms). */
  until(): number;
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * Keep-alive as a browser keeps it, but an idle connection is closed here after 5 s, before the
 * server closes it (KEEP_ALIVE_TIMEOUT_MS, 10 s): a request sent on a connection the server is
 * closing fails with a reset, which a browser sends again by itself and Node's client does not, so
 * the race would count as the server's error.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 4000, keepAliveMsecs: 10_000, timeout: 5_000 });

function send(url: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: text });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { reason?: unknown };
    return typeof parsed.reason === 'string' ? parsed.reason : '';
  } catch {
    return '';
  }
}

function outcomeOf(answer: Answer): Outcome {
  if (answer.status >= 200 && answer.status < 300) return 'ok';
  if ((answer.status === 409 || answer.status === 422) && GAME_REASONS.has(reasonOf(answer.body))) return 'refused';
  return 'error';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let turn = 0;
function nextUrl(run: Run): string {
  turn = (turn + 1) % run.urls.length;
  return run.urls[turn] ?? run.urls[0] ?? '';
}

/**
 * Sends one request of `kind`, again after a dropped answer (same headers: the same key); answers
 * the last answer, or undefined when every attempt was dropped.
 */
async function exchange(
  run: Run,
  kind: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer | undefined> {
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    const started = performance.now();
    try {
      const answer = await send(nextUrl(run), method, path, headers, body);
      const outcome = outcomeOf(answer);
      run.record({ kind, at: started, ms: performance.now() - started, outcome, status: String(answer.status) });
      if (answer.status < 500) return answer;
    } catch (error) {
      const status = error instanceof Error && error.message === 'timeout' ? 'timeout' : 'socket';
      run.record({ kind, at: started, ms: performance.now() - started, outcome: 'error', status });
    }
    await sleep(500 * 2 ** attempt);
  }
  return undefined;
}

/** A logged-in player: its session and the headers every request of its carries. */
export interface Player {
  id: number;
  headers: Record<string, string>;
  /** The login answered the lists the sync reads (the season and the quest list). */
  listsRead: boolean;
}

/** The address the proxy names for player `id`. */
function addressOf(id: number): string {
  return `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
}

/** Logs in with the main snapshot (the early login); answers the player, or undefined. */
export async function open(run: Run, id: number): Promise<Player | undefined> {
  const forwarded = { 'x-forwarded-for': addressOf(id) };
  const body = launchData({ id, premium: id % 10 === 0 });
  const headers = { ...forwarded, 'content-type': 'text/plain' };
  const answer = await exchange(run, 'login', 'POST', '/backend/auth/telegram?snapshot=main', headers, body);
  if (answer?.status !== 200) return undefined;
  const { session, lists } = JSON.parse(answer.body) as { session: string; lists?: unknown };
  return { id, headers: { ...forwarded, authorization: `Bearer ${session}` }, listsRead: lists !== undefined };
}

/** Reads `path` as a screen does. */
export async function read(run: Run, player: Player, kind: string, method: 'GET' | 'POST', path: string): Promise<Answer | undefined> {
  const headers = method === 'POST' ? { ...player.headers, 'content-type': 'application/json' } : player.headers;
  return exchange(run, kind, method, path, headers, method === 'POST' ? '{}' : undefined);
}

/** The actions of the mix, by name. */
export const ACTION_NAMES = ACTIONS.map((step) => step.label);

/** The `index`th action of the mix, under `key` (a fresh one unless given: the same key is a retry). */
export async function act(run: Run, player: Player, index: number, key: string = randomUUID()): Promise<Answer | undefined> {
  const step = ACTIONS[index % ACTIONS.length] ?? ACTIONS[0];
  if (step === undefined) return undefined;
  const headers = {
    ...player.headers,
    'content-type': 'application/json',
    [HEADERS.idempotencyKey]: key,
    [HEADERS.actionTime]: String(Date.now()),
  };
  return exchange(run, step.label, step.method, step.path, headers, JSON.stringify(step.body ?? {}));
}

/** One player's session from its arrival until `run.until()`. */
export async function play(run: Run, id: number, arriveAt: number): Promise<void> {
  await sleep(Math.max(0, arriveAt - performance.now()));
  const session = await open(run, id);
  if (session === undefined) return;
  // As the sync does: the lists are read unless the login answered them.
  if (!session.listsRead) {
    await read(run, session, 'quest-list', 'POST', '/backend/hub/engine/quest-list');
    await read(run, session, 'season', 'GET', '/backend/hub/season/get-data');
  }
  let tick = id % 30;
  while (performance.now() < run.until()) {
    await sleep(1500 + Math.random() * 1000);
    if (performance.now() >= run.until()) break;
    tick += 1;
    if (tick % 30 === 0) await read(run, session, 'friends', 'GET', '/backend/hub/friends');
    else if (tick % 15 === 0) await read(run, session, 'leaderboard', 'GET', '/backend/hub/leaderboard');
    // The client's sync (on a timer, on focus): game-user with the lists.
    else if (tick % 5 === 0) await read(run, session, 'game-user', 'GET', '/backend/hub/game-user?lists=1');
    else await act(run, session, tick);
  }
}
