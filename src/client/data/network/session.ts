/** The login session: stored in Dexie, expired when it has no expiry or the expiry has passed. */
import { LOGIN_PATH, LOGIN_SNAPSHOT_QUERY, loginResponseSchema } from '#protocol/auth';
import { SESSION_UNTIL_KEY } from '#protocol/early-login';
import type { DataContext, LoginResult } from '../context.ts';
import type { SessionRow } from '../storage/db-rows.ts';
import { noticeBan } from './banned.ts';
import { parseJsonBody } from './json.ts';
import { loginHttpErrorMessage } from '../transport/messages.ts';
import { observeServerNow } from './server-now.ts';
import { RequestError } from '../transport/request-error.ts';
import { receive, send } from '../transport/transport.ts';

/** docs/product.md, section 4: no expiry value, or now past it. `now` is server time, ms. */
export function isSessionExpired(session: Pick<SessionRow, 'expire'> | undefined, now: number): boolean {
  if (session === undefined) return true;
  return session.expire === undefined || !Number.isFinite(session.expire) || now > session.expire;
}

export async function readSession(context: DataContext): Promise<SessionRow | undefined> {
  return context.db.session.get('session');
}

/**
 * Tells the page's early login (src/protocol/early-login.ts) until when, on the device's clock, a
 * session is stored: it logs in only without one. Undefined forgets it.
 */
function noteSessionUntil(context: DataContext, row: SessionRow | undefined): void {
  try {
    if (row?.expire === undefined) globalThis.localStorage.removeItem(SESSION_UNTIL_KEY);
    else globalThis.localStorage.setItem(SESSION_UNTIL_KEY, String(row.expire - context.clock.offset()));
  } catch {
    // No local storage (a test, a locked-down browser): the early login then always runs.
  }
}

export async function clearSession(context: DataContext): Promise<void> {
  noteSessionUntil(context, undefined);
  await context.db.session.delete('session');
}

async function postLogin(context: DataContext, withSnapshot: boolean): Promise<LoginResult> {
  const initData = await context.deps.launchData();
  // The page's early login, when it sent this launch data (it asked for the main snapshot).
  const early = context.deps.earlyLogin(initData);
  const path = withSnapshot ? `${LOGIN_PATH}?${LOGIN_SNAPSHOT_QUERY}=main` : LOGIN_PATH;
  const response =
    early === undefined
      ? await send(context, { method: 'POST', path, headers: { 'content-type': 'text/plain' }, body: initData })
      : await receive(context, LOGIN_PATH, () => early);
  if (!response.ok) {
    noticeBan(context, response.status, response.text);
    throw new RequestError({
      kind: 'login',
      message: loginHttpErrorMessage(response.status),
      endpoint: LOGIN_PATH,
      status: response.status,
    });
  }
  const json = parseJsonBody(response.text, LOGIN_PATH, response.status);
  const parsed = loginResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new RequestError({ kind: 'invalid', message: `Invalid login response: ${parsed.error.message}`, endpoint: LOGIN_PATH });
  }
  const { snapshot, lists } = parsed.data;
  if (snapshot !== undefined) observeServerNow(context, snapshot, response);
  const row: SessionRow = { id: 'session', token: parsed.data.session, expire: parsed.data.expire };
  await context.db.session.put(row);
  noteSessionUntil(context, row);
  return { session: row, snapshot, lists };
}

/**
 * Logs in with the launch data and stores the session; concurrent callers share one login. With
 * `withSnapshot` the login answers the main snapshot too (when this call starts the login).
 */
export function login(context: DataContext, withSnapshot = false): Promise<LoginResult> {
  context.http.login ??= postLogin(context, withSnapshot).finally(() => {
    context.http.login = undefined;
  });
  return context.http.login;
}

/** The bearer token to send: the stored one, or a new login when it is missing or expired. */
export async function sessionToken(context: DataContext): Promise<string> {
  return (await ensureSession(context)).token;
}

async function validSession(context: DataContext): Promise<SessionRow | undefined> {
  const stored = await readSession(context);
  if (stored !== undefined && !isSessionExpired(stored, context.clock.now())) return stored;
  if (stored !== undefined) await clearSession(context);
  return undefined;
}

async function ensureSession(context: DataContext): Promise<SessionRow> {
  return (await validSession(context)) ?? (await login(context)).session;
}

/**
 * Makes sure a session is stored before a sync: the stored one, else a login that answers the
 * main snapshot and the lists too, returned (the sync then requests none of them).
 */
export async function sessionForSync(context: DataContext): Promise<Omit<LoginResult, 'session'> | undefined> {
  if ((await validSession(context)) !== undefined) return undefined;
  const { snapshot, lists } = await login(context, true);
  return { snapshot, lists };
}
