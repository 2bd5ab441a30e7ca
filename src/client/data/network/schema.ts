/**
 * Answers parsed with the protocol's schemas. zod/mini's `safeParse` takes any zod schema (the
 * protocol's zod/mini ones, a test's zod one), so the client bundles only zod's small core.
 */
import { safeParse, type core } from 'zod/mini';
import { RequestError } from '../transport/request-error.ts';

/** A schema an answer is parsed with; its output is what the caller gets. */
export type AnswerSchema<T> = core.$ZodType<T>;

/** `value` parsed with `schema`; a mismatch is a RequestError of kind `schema`. */
export function parseAnswer<T>(schema: AnswerSchema<T>, value: unknown, endpoint: string, status?: number): T {
  const parsed = safeParse(schema, value);
  if (!parsed.success) {
    throw new RequestError({ kind: 'schema', message: `Invalid response from ${endpoint}: ${parsed.error.message}`, endpoint, status });
  }
  return parsed.data;
}
