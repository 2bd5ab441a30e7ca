/** The login session: stored in Dexie, expired when it has no expiry or the expiry has passed. */
import { LOGIN_PATH, loginResponseSchema } from '#protocol/auth';
import type { DataContext } from '../context.ts';
import type { SessionRow } from '../storage/db-rows.ts';
import { noticeBan } from './banned.ts';
import { parseJsonBody } from './json.ts';
import { loginHttpErrorMessage } from './messages.ts';
import { RequestError } from './request-error.ts';
import { send } from './transport.ts';

/** Product notes, section 4: no expiry value, or now past it. `now` is server time, ms. */
export function isSessionExpired(session: Pick<SessionRow, 'expire'> | undefined, now: number): boolean {
  if (session === undefined) return true;
  return session.expire === undefined || !Number.isFinite(session.expire) || now > session.expire;
}

export async function readSession(context: DataContext): Promise<SessionRow | undefined> {
  return context.db.session.get('session');
}

export async function clearSession(context: DataContext): Promise<void> {
  await context.db.session.delete('session');
}

async function postLogin(context: DataContext): Promise<SessionRow> {
  const initData = await context.deps.launchData();
  const response = await send(context, {
    method: 'POST',
    path: LOGIN_PATH,
    headers: { 'content-type': 'text/plain' },
    body: initData,
  });
  if (!response.ok) {
    noticeBan(context, response.status, response.text);
    throw new RequestError({ kind: 'login', message: loginHttpErrorMessage(response.status), endpoint: LOGIN_PATH, status: response.status });
  }
  const parsed = loginResponseSchema.safeParse(parseJsonBody(response.text, LOGIN_PATH, response.status));
  if (!parsed.success) {
    throw new RequestError({ kind: 'invalid', message: `Invalid login response: ${parsed.error.message}`, endpoint: LOGIN_PATH });
  }
  const row: SessionRow = { id: 'session', token: parsed.data.session, expire: parsed.data.expire };
  await context.db.session.put(row);
  return row;
}

/** Logs in with the launch data and stores the session; concurrent callers share one login. */
export function login(context: DataContext): Promise<SessionRow> {
  context.http.login ??= postLogin(context).finally(() => {
    context.http.login = undefined;
  });
  return context.http.login;
}

/** The bearer token to send: the stored one, or a new login when it is missing or expired. */
export async function sessionToken(context: DataContext): Promise<string> {
  const stored = await readSession(context);
  if (stored !== undefined && !isSessionExpired(stored, context.clock.now())) return stored.token;
  if (stored !== undefined) await clearSession(context);
  return (await login(context)).token;
}
