/**
 * docs/product.md, section 4: when the server no longer knows the session or the user, log in again,
 * wait (1 s, doubling up to 30 s, kept across reloads), then reload. Any successful request puts
 * the delay back to 1 s, so only a reload that fails again waits longer.
 */
import { RELOGIN_REASONS } from '#protocol/errors';
import { currentReloadDelay, nextReloadDelay, RELOAD_BACKOFF } from '../transport/backoff.ts';
import { reloadOnce, type DataContext } from '../context.ts';
import { clearSession, login } from './session.ts';

/** An answer that means the session (or the user behind it) is gone. */
export function isSessionLoss(status: number, reason: string | undefined, message: string): boolean {
  if (reason !== undefined && (RELOGIN_REASONS as readonly string[]).includes(reason)) return true;
  if (status === 401) return true;
  return message.toLowerCase().includes('user not found');
}

async function reloadDelay(context: DataContext): Promise<number> {
  if (context.http.reloadDelayMs === undefined) {
    const row = await context.db.meta.get('reloadDelayMs');
    context.http.reloadDelayMs = currentReloadDelay(row?.value);
  }
  return context.http.reloadDelayMs;
}

async function storeReloadDelay(context: DataContext, delayMs: number): Promise<void> {
  context.http.reloadDelayMs = delayMs;
  await context.db.meta.put({ key: 'reloadDelayMs', value: delayMs });
}

/** After a successful request: the next reload waits 1 s again. Writes only when it changes. */
export async function resetReloadDelay(context: DataContext): Promise<void> {
  if ((await reloadDelay(context)) === RELOAD_BACKOFF.initialMs) return;
  await storeReloadDelay(context, RELOAD_BACKOFF.initialMs);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function reloginThenReload(context: DataContext): Promise<void> {
  await clearSession(context).catch(() => undefined);
  // The reload logs in again anyway; a login that fails here must not stop the reload.
  await login(context).catch(() => undefined);
  const delay = await reloadDelay(context);
  await storeReloadDelay(context, nextReloadDelay(delay)).catch(() => undefined);
  await sleep(delay);
  reloadOnce(context);
}

/** Starts the re-login and reload once, whatever the number of requests that noticed. */
export function relogin(context: DataContext, reason: string): Promise<void> {
  if (context.http.relogin === undefined) {
    context.emitter.emit('session-lost', { reason });
    context.http.relogin = reloginThenReload(context);
  }
  return context.http.relogin;
}
