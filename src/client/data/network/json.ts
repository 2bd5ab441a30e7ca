/** Reading an answer's body: empty is its own failure, unparseable JSON keeps the parser's words. */
import { REQUEST_MESSAGES } from '../transport/messages.ts';
import { RequestError } from '../transport/request-error.ts';

export function parseJsonBody(text: string, endpoint: string, status?: number): unknown {
  if (text.trim() === '') throw new RequestError({ kind: 'empty', message: REQUEST_MESSAGES.empty, endpoint, status });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // The parser's text ("Unexpected token ...") marks it as noise the reporter leaves out.
    const message = error instanceof Error ? error.message : String(error);
    throw new RequestError({ kind: 'invalid', message, endpoint, status, cause: error });
  }
}
