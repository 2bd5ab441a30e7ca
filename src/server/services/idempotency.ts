/** Idempotency keys: the fingerprint of a request, and the shape of a stored answer. */
import { createHash } from 'node:crypto';

export interface StoredAnswer {
  statusCode: number;
  /** JSON text of the answer, replayed byte for byte (stored packed, stored-answers.ts). */
  body: string;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Fingerprint of an action request: its name and canonical body. */
export function requestHash(action: string, body: unknown): string {
  return createHash('sha256')
    .update(action)
    .update('\n')
    .update(canonical(body ?? {}))
    .digest('hex');
}
