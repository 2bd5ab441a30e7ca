/** Schema checks for bodies, queries and headers: a failure is a 400 that names the field. */
import type { z } from 'zod';
import { invalidInput } from './http-error.ts';

/** Parses `value` with `schema`, or throws a 400 naming `where` and the first wrong field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue === undefined || issue.path.length === 0 ? where : `${where}.${issue.path.map(String).join('.')}`;
  throw invalidInput(path, issue?.message ?? 'invalid');
}
