/**
 * The early login (docs/performance.md): index.html carries this script inline, so a launch with Telegram's
 * launch data in the URL posts the login (with the main snapshot) at the first byte of the page,
 * while the code downloads. The data client takes its answer instead of logging in itself
 * (`DataDeps.earlyLogin`), once, and only for the same launch data. A device that holds a session
 * valid by its own clock (`SESSION_UNTIL_KEY`, kept beside the stored session) skips it: a
 * returning player needs no login. The server allows the script by its hash (CSP `script-src`).
 * The script's text is in early-login-script.ts (it names the login's path, whose module carries
 * the answer's schemas; the page's first load imports only this file).
 */
/** The global the script leaves its login on. */
export const EARLY_LOGIN_GLOBAL = '__harvestEarlyLogin';
/** Local storage: the stored session's expiry, device ms (the script cannot read IndexedDB in time). */
export const SESSION_UNTIL_KEY = 'harvest.sessionUntil';

/** What the script leaves: the launch data it sent and the answer as text. */
export interface EarlyLogin {
  initData: string;
  answer: Promise<EarlyLoginAnswer>;
}
export interface EarlyLoginAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
  /** Client times around the exchange, ms. */
  sentAt: number;
  receivedAt: number;
}
