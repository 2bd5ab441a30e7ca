/** Players as a client makes them: launch data signed like Telegram does, a login, plain HTTP calls. */
import { signLaunchData } from '#server/auth/launch-data';
import { loginResponseSchema } from '#protocol/auth';
import { PROOF_BOT_TOKEN } from './server-process.ts';

export interface PlayerSpec {
  id: number;
  premium?: boolean;
  startParam?: string;
  name?: string;
}

/** Launch data for `player`, signed with `botToken` (the servers' by default) at `authDate` (ms). */
export function launchData(player: PlayerSpec, authDate = Date.now(), botToken = PROOF_BOT_TOKEN): string {
  return signLaunchData(
    {
      id: player.id,
      firstName: player.name ?? `Player ${player.id}`,
      language: 'en',
      premium: player.premium ?? false,
      startParam: player.startParam,
    },
    botToken,
    authDate,
  );
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body, or undefined when it is not JSON. */
  json: unknown;
}

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The `reason` of an error answer, or '' */
export function reasonOf(answer: Answer): string {
  const body = answer.json;
  if (typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string') return body.reason;
  return '';
}

/** Logs `player` in on `base` and answers the session. */
export async function login(base: string, player: PlayerSpec, authDate?: number): Promise<string> {
  const answer = await call(`${base}/backend/auth/telegram`, {
    method: 'POST',
    body: launchData(player, authDate),
    headers: { 'content-type': 'text/plain' },
  });
  if (answer.status !== 200) throw new Error(`login of ${player.id} failed: ${answer.status} ${answer.text}`);
  return loginResponseSchema.parse(answer.json).session;
}

/** Logs in and loads game-user, which creates the player on the first call. */
export async function createPlayer(base: string, player: PlayerSpec): Promise<string> {
  const session = await login(base, player);
  const answer = await call(`${base}/backend/hub/game-user`, { headers: { authorization: `Bearer ${session}` } });
  if (answer.status !== 200) throw new Error(`game-user of ${player.id} failed: ${answer.status} ${answer.text}`);
  return session;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export function freshKey(prefix = 'proof'): string {
  keys += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${keys}`;
}

/** Sends engine action `name` with `body` under `key`. */
export function act(
  base: string,
  session: string,
  name: string,
  body: unknown = {},
  key = freshKey(),
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  return call(`${base}/backend/hub/engine/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json', 'idempotency-key': key, ...extraHeaders },
  });
}
