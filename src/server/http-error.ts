/** A refusal the caller can act on: an HTTP status, a message, and a reason code. */
import type { HttpReason } from '#protocol/errors';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly reason: string;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, reason: HttpReason | (string & {}), message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.reason = reason;
    this.headers = headers;
  }
}

/** 400 naming the field that is wrong. */
export function invalidInput(field: string, problem: string): HttpError {
  return new HttpError(400, 'INVALID_INPUT', `${field}: ${problem}`);
}
