/**
 * The catalog's bounds on the console's Content API: each catalog that would break the economy is
 * refused by the check and by publishing, with the problem's path, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { BAD_CATALOGS } from '#domain/testing/bad-catalogs';
import { contentRefusalSchema, contentSavedSchema, contentVerdictSchema, contentVersionsSchema } from '#protocol/console-content';
import { publishCatalog } from '#server/services/catalog-versions';
import { CONSOLE_BOT, OPERATOR, consoleCall, signIn } from './helpers/console.ts';
import { useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
useConfig(harness, { bot: CONSOLE_BOT });

async function call(path: string, method: 'GET' | 'POST' = 'GET', payload: Record<string, unknown> = {}) {
  return consoleCall(harness, await signIn(harness), {
    method,
    url: `/admin/api/content${path}`,
    ...(method === 'POST' ? { payload } : {}),
  });
}

async function versions() {
  return contentVersionsSchema.parse((await call('/versions')).json()).versions.map((row) => [row.version, row.status, row.active]);
}

describe('content bounds', () => {
  it.each(BAD_CATALOGS.map((bad) => [bad.name, bad] as const))(
    'refuses %s by check and by publish, changing nothing',
    async (_name, bad) => {
      const verdict = contentVerdictSchema.parse((await call('/check', 'POST', { catalog: bad.catalog })).json());
      expect(
        verdict.problems.find((problem) => problem.startsWith(bad.problem)),
        verdict.problems.join('\n'),
      ).toBeDefined();
      expect(verdict.checks).toEqual([]);

      // The console: a draft of a bad shape is refused; one of a good shape saves but does not publish.
      const draft = await call('/drafts', 'POST', { catalog: bad.catalog });
      const refused =
        draft.statusCode === 422 ? draft : await call(`/versions/${contentSavedSchema.parse(draft.json()).version}/publish`, 'POST');
      expect(refused.statusCode).toBe(422);
      const refusal = contentRefusalSchema.parse(refused.json());
      expect(refusal.problems.find((problem) => problem.startsWith(bad.problem))).toBeDefined();

      // The command line's publish goes through the same judgement.
      const cli = await publishCatalog(harness.database.db, bad.catalog, OPERATOR, harness.clock.now());
      expect(cli.ok).toBe(false);
      const active = (await versions()).filter((row) => row[2] === true);
      expect(active).toEqual([[1, 'published', true]]);
    },
  );
});
