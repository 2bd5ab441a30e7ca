/**
 * Reports failures to `/backend/hub/client-errors` (product notes, section 8), leaving out the
 * expected noise ("Unexpected token", "Not enough resources", "Request timed out"). Reports are
 * fire-and-forget, never retried, and one message per endpoint is sent at most once a minute so a
 * retrying outbox cannot flood the server.
 */
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH, type ClientErrorBody } from '#protocol/client-errors';
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import { shouldReport } from './messages.ts';
import { send } from './transport.ts';

export { CLIENT_ERRORS_PATH } from '#protocol/client-errors';

/** The same message from the same endpoint is reported at most once per this window, ms. */
const REPORT_WINDOW_MS = 60_000;

export interface ClientErrorReport {
  message: string;
  stack?: string | undefined;
  /** The endpoint (or screen) where it happened. */
  endpoint: string;
  /** Anything that helps: status, reason, season type. */
  context?: Record<string, unknown> | undefined;
}

/** Sends one report unless it is excluded or a duplicate; never throws. */
export function reportClientError(context: DataContext, report: ClientErrorReport): void {
  if (!shouldReport(report.message) || report.endpoint === CLIENT_ERRORS_PATH) return;
  const now = context.deps.wallNow();
  const key = `${report.endpoint}\n${report.message}`;
  const last = context.http.reported.get(key);
  if (last !== undefined && now - last < REPORT_WINDOW_MS) return;
  context.http.reported.set(key, now);
  void postReport(context, report, now);
}

async function postReport(context: DataContext, report: ClientErrorReport, now: number): Promise<void> {
  try {
    const session = await context.db.session.get('session');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session !== undefined) headers[HEADERS.authorization] = `Bearer ${session.token}`;
    const body: ClientErrorBody = {
      message: report.message.slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
      stack: report.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) ?? '',
      endpoint: report.endpoint.slice(0, CLIENT_ERROR_LIMITS.endpoint),
      context: report.context ?? {},
      timestamp: now,
    };
    await send(context, { method: 'POST', path: CLIENT_ERRORS_PATH, headers, body: JSON.stringify(body) });
  } catch {
    // A report that cannot be sent is dropped: reporting must never become a failure of its own.
  }
}
