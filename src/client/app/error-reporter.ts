/** The body of POST /backend/hub/client-errors. */
export interface ClientErrorReport {
  message: string;
  stack: string;
  /** Where it happened: the route path, or the API endpoint that failed. */
  endpoint: string;
  /** What the app was doing (a React component stack, a feature name). */
  context: string;
  /** ISO 8601 time of the error. */
  timestamp: string;
}

/** Errors the player causes or that mean nothing to the server are not reported (product notes, section 8). */
const NOT_REPORTED = ['Unexpected token', 'Not enough resources', 'Request timed out'];

/** False for the messages that are never reported. */
export function shouldReport(message: string): boolean {
  return !NOT_REPORTED.some((fragment) => message.includes(fragment));
}

/** The report for an error, filled from what is known. */
export function clientErrorReport(
  error: unknown,
  where: { endpoint?: string; context?: string } = {},
  now: Date = new Date(),
): ClientErrorReport {
  const asError = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  return {
    message: asError.message,
    stack: asError.stack ?? '',
    endpoint: where.endpoint ?? (typeof location === 'undefined' ? '' : location.pathname),
    context: where.context ?? '',
    timestamp: now.toISOString(),
  };
}

/**
 * Sends an error to the server. Never throws: a failed report is only logged, so reporting can
 * not make an error worse. Returns whether the report was sent.
 */
export async function reportClientError(error: unknown, where: { endpoint?: string; context?: string } = {}): Promise<boolean> {
  const report = clientErrorReport(error, where);
  if (!shouldReport(report.message)) return false;
  try {
    const response = await fetch('/backend/hub/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
    return response.ok;
  } catch (failure) {
    console.warn('the error report could not be sent', failure);
    return false;
  }
}
