import { describe, expect, it } from 'vitest';
import { catalogSchema } from './catalog-version.ts';
import { CATALOG_V1 } from '#domain/catalog';
import { catalogProblems } from '#domain/catalog-check';
import { BAD_CATALOGS } from '#domain/testing/bad-catalogs';

/** The schema's problems as `path: message`, then the checks' problems. */
function problems(input: unknown): string[] {
  const parsed = catalogSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return catalogProblems(parsed.data);
}

describe('content bounds', () => {
  it('version 1 keeps every bound', () => {
    expect(problems(CATALOG_V1)).toEqual([]);
  });

  it.each(BAD_CATALOGS.map((bad) => [bad.name, bad] as const))('refuses %s, naming the path', (_name, bad) => {
    const found = problems(JSON.parse(JSON.stringify(bad.catalog)));
    expect(
      found.some((problem) => problem.startsWith(bad.problem)),
      found.join('\n'),
    ).toBe(true);
  });
});
