/**
 * Reports failures to `/backend/hub/client-errors` (docs/product.md, section 8), leaving out the
 * expected noise ("Unexpected token", "Not enough resources", "Request timed out"). Reports are
 * fire-and-forget and never retried. The same failure (kind, endpoint, message and stack) is sent
 * once per page session, and at most REPORTS_PER_MINUTE reports leave in any minute, so a retrying
 * outbox or an error thrown on every frame cannot flood the server.
 */
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH, type ClientErrorBody, type ClientErrorKind } from '#protocol/client-errors';
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import { shouldReport } from './messages.ts';
import { send } from './transport.ts';

export { CLIENT_ERRORS_PATH } from '#protocol/client-errors';

/** Reports sent in any rolling minute, at most; the rest of that minute's failures are dropped. */
export const REPORTS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export interface ClientErrorReport {
  /** Where it came from: a request, a render (or effect) the error boundary caught, an uncaught error, a rejection. */
  kind: ClientErrorKind;
  message: string;
  stack?: string | undefined;
  /** The endpoint (or screen) where it happened. */
  endpoint: string;
  /** Anything that helps: status, reason, season type. */
  context?: Record<string, unknown> | undefined;
}

/** The screen the player was on (the page's path), or none outside a browser. */
function currentRoute(): string {
  const location = (globalThis as { location?: { pathname?: string } }).location;
  return location?.pathname ?? '';
}

/** Whether one more report fits this minute; records it when it does. */
function withinRate(context: DataContext, now: number): boolean {
  const recent = context.http.reportTimes.filter((time) => now - time < MINUTE_MS);
  if (recent.length >= REPORTS_PER_MINUTE) {
    context.http.reportTimes = recent;
    return false;
  }
  context.http.reportTimes = [...recent, now];
  return true;
}

/** Sends one report unless it is excluded, a duplicate or over the rate; never throws. */
export function reportClientError(context: DataContext, report: ClientErrorReport): void {
  if (!shouldReport(report.message) || report.endpoint === CLIENT_ERRORS_PATH) return;
  const key = [report.kind, report.endpoint, report.message, report.stack ?? ''].join('\n');
  if (context.http.reported.has(key)) return;
  const now = context.deps.wallNow();
  if (!withinRate(context, now)) return;
  context.http.reported.set(key, now);
  void postReport(context, report, now);
}

async function postReport(context: DataContext, report: ClientErrorReport, now: number): Promise<void> {
  try {
    const session = await context.db.session.get('session');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session !== undefined) headers[HEADERS.authorization] = `Bearer ${session.token}`;
    const body: ClientErrorBody = {
      kind: report.kind,
      message: report.message.slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
      stack: report.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) ?? '',
      endpoint: report.endpoint.slice(0, CLIENT_ERROR_LIMITS.endpoint),
      context: { ...report.context, buildId: context.deps.buildId, route: currentRoute() },
      timestamp: now,
    };
    await send(context, { method: 'POST', path: CLIENT_ERRORS_PATH, headers, body: JSON.stringify(body) });
  } catch {
    // A report that cannot be sent is dropped: reporting must never become a failure of its own.
  }
}
