/**
 * The error catalogue of docs/product.md (section 8), word for word. The client shows these
 * English texts through the i18n layer, which looks them up as message keys.
 */

/** The messages the request layer produces itself. */
export const REQUEST_MESSAGES = {
  timeout: 'Request timed out',
  forbidden: '403 Error: Forbidden',
  serviceUnavailable: 'Service is currently unavailable. Please try again later.',
  empty: 'Response is undefined or empty',
  noActiveSeason: 'No active season found. Please wait for the next season to start.',
  network: 'Network request failed',
  storageFull: 'Storage is full',
} as const;

/** The server's message that forces a reload: a season or event ended or changed. */
export const SEASON_REFRESH_MESSAGE = 'season-or-event-end-updated-used-refresh';

/** What the server says between seasons (matched exactly). */
export const NO_ACTIVE_SEASON_SERVER_MESSAGE = 'No active season found.';

/** A login that failed at the HTTP level. */
export function loginHttpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** Client errors containing one of these are expected noise and never reported to the server. */
export const UNREPORTED_FRAGMENTS = ['Unexpected token', 'Not enough resources', 'Request timed out'] as const;

/** Whether a failure with this message is worth a report to `/backend/hub/client-errors`. */
export function shouldReport(message: string): boolean {
  return !UNREPORTED_FRAGMENTS.some((fragment) => message.includes(fragment));
}

/**
 * The text shown to the player for a server message: anything about the database becomes the
 * generic "service unavailable" (the player cannot act on database details); 403 is fixed.
 */
export function displayMessage(message: string, status?: number): string {
  if (status === 403) return REQUEST_MESSAGES.forbidden;
  if (message.toLowerCase().includes('database')) return REQUEST_MESSAGES.serviceUnavailable;
  if (message === NO_ACTIVE_SEASON_SERVER_MESSAGE) return REQUEST_MESSAGES.noActiveSeason;
  return message;
}
