/** A failed request, classified so callers (toasts, the outbox) can decide without parsing text. */

/**
 * - `timeout`: no answer within the request timeout;
 * - `network`: the request never got an answer (offline, connection reset);
 * - `http`: the server answered with a non-ok status;
 * - `empty`: an ok answer without a body;
 * - `invalid`: an ok answer that is not JSON (a proxy's error page, a cut connection);
 * - `schema`: JSON that does not match the contract (another build: retrying gives the same);
 * - `graphql`: a GraphQL answer with errors;
 * - `login`: the login itself failed at the HTTP level.
 */
export type RequestErrorKind = 'timeout' | 'network' | 'http' | 'empty' | 'invalid' | 'schema' | 'graphql' | 'login';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  message: string;
  endpoint: string;
  /** HTTP status, when the server answered. */
  status?: number | undefined;
  /** The server's reason code (`{ message, reason }` body), when given. */
  reason?: string | undefined;
  /** The server's own message before it was turned into the displayed one. */
  serverMessage?: string | undefined;
  /** The server no longer accepts the session: a re-login and a reload are under way. */
  sessionLost?: boolean | undefined;
  cause?: unknown;
}

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly reason: string | undefined;
  readonly serverMessage: string | undefined;
  readonly sessionLost: boolean;
  /** Set once the error has been shown to the player, so nobody shows it twice. */
  shown = false;

  constructor(init: RequestErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.reason = init.reason;
    this.serverMessage = init.serverMessage;
    this.sessionLost = init.sessionLost ?? false;
  }

  /**
   * Whether trying again later may succeed: no answer, an unreadable answer, too many requests,
   * or a server-side failure. A 4xx refusal is final.
   */
  get transient(): boolean {
    if (this.kind === 'timeout' || this.kind === 'network' || this.kind === 'empty' || this.kind === 'invalid') return true;
    if (this.kind !== 'http' || this.status === undefined) return false;
    return this.status >= 500 || this.status === 429 || this.status === 408;
  }
}
