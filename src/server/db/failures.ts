/**
 * Telling a database that is down or overloaded (503, retry later) from a bug (500), and a
 * serialization conflict (retry the transaction) from both.
 */

/** SQLSTATE classes of an unavailable server: connection, resources, operator, system. */
const UNAVAILABLE_CLASSES = ['08', '53', '57', '58'];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /pglite is closed/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /timeout exceeded when trying to connect/i,
  /database is closed/i,
];

function* causes(error: unknown): Generator {
  let current = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    yield current;
    current = current instanceof Error ? current.cause : undefined;
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when the error, or one it wraps, says the database cannot be reached or is shutting down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_CLASSES.includes(code.slice(0, 2)))) return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}

/** True for a serialization failure or deadlock: the transaction may simply be run again. */
export function isRetryableConflict(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}

/** True for a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (codeOf(cause) === '23505') return true;
  return false;
}
