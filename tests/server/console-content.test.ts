/**
 * The console's Content API: versions, a draft from the editor, the verdict on a candidate,
 * publishing (refused with the failed figures when the balance breaks), rollback, and the audit log.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';
import { auditSchema } from '#protocol/console';
import { contentRefusalSchema, contentVerdictSchema, contentVersionSchema, contentVersionsSchema } from '#protocol/console-content';
import { gameUserResponseSchema } from '#protocol/game-user';
import { CONSOLE_BOT, OPERATOR, consoleCall, signIn } from './helpers/console.ts';
import { newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();
useConfig(harness, { bot: CONSOLE_BOT });

const withQuest: Catalog = {
  ...CATALOG_V1,
  quests: [
    ...CATALOG_V1.quests,
    {
      id: 'harvest-festival',
      title: 'Harvest festival',
      repeat: 'once',
      condition: { type: 'checkin' },
      rewards: [{ type: 'spin', amount: 2 }],
    },
  ],
};
const pricey: Catalog = {
  ...CATALOG_V1,
  producers: CATALOG_V1.producers.map((def) => (def.id === 'field' ? { ...def, cost: [20_000, 0, 0, 0] as const } : def)),
};

async function call(path: string, method: 'GET' | 'POST' = 'GET', payload: Record<string, unknown> = {}) {
  return consoleCall(harness, await signIn(harness), {
    method,
    url: `/admin/api/content${path}`,
    ...(method === 'POST' ? { payload } : {}),
  });
}

async function versions() {
  return contentVersionsSchema.parse((await call('/versions')).json()).versions;
}

async function changes() {
  const audit = await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/audit' });
  return auditSchema
    .parse(audit.json())
    .entries.filter((entry) => entry.action !== 'sign-in')
    .map((entry) => [entry.action, entry.target, entry.operatorId, entry.detail]);
}

describe('content', () => {
  it('lists version 1 as active and answers its catalog; an unknown version is 404', async () => {
    const rows = await versions();
    expect(
      rows.map(({ version, status, createdBy, publishedBy, active }) => ({ version, status, createdBy, publishedBy, active })),
    ).toEqual([{ version: 1, status: 'published', createdBy: null, publishedBy: null, active: true }]);
    const one = contentVersionSchema.parse((await call('/versions/1')).json());
    expect(one).toEqual({ version: 1, status: 'published', catalog: CATALOG_V1 });
    expect((await call('/versions/9')).statusCode).toBe(404);
    expect((await call('/versions/zero')).statusCode).toBe(400);
  });

  it('saves a draft, publishes it (audited with who and when), and a player is on the new version', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const saved = await call('/drafts', 'POST', { catalog: withQuest });
    expect(saved.json()).toEqual({ version: 2 });
    expect((await versions()).map((row) => [row.version, row.status, row.active, row.createdBy])).toEqual([
      [2, 'draft', false, OPERATOR],
      [1, 'published', true, null],
    ]);
    harness.clock.advance(1000);
    const published = await call('/versions/2/publish', 'POST');
    expect([published.statusCode, published.json()]).toEqual([200, { version: 2 }]);
    const again = await call('/versions/2/publish', 'POST');
    expect(again.statusCode).toBe(422);
    expect(contentRefusalSchema.parse(again.json()).problems).toEqual(['version 2 is already published']);
    const rows = await versions();
    expect(rows[0]).toMatchObject({
      version: 2,
      status: 'published',
      active: true,
      publishedBy: OPERATOR,
      publishedAt: harness.clock.now(),
    });
    const user = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
    expect(gameUserResponseSchema.parse(user.json()).catalogVersion).toBe(2);
    expect(await changes()).toEqual([
      ['catalog-publish', '2', OPERATOR, null],
      ['catalog-draft', '2', OPERATOR, null],
    ]);
  });

  it('refuses a malformed draft with its problems, saving and auditing nothing', async () => {
    const response = await call('/drafts', 'POST', { catalog: { ...CATALOG_V1, spinSlots: 'lucky' } });
    expect(response.statusCode).toBe(422);
    const refusal = contentRefusalSchema.parse(response.json());
    expect(refusal.problems[0]).toMatch(/^spinSlots: /);
    expect(refusal.reason).toBe('CATALOG_REFUSED');
    expect((await versions()).map((row) => row.version)).toEqual([1]);
    expect(await changes()).toEqual([]);
  });

  it('checks a candidate: every target with its figure and limit, the failing ones marked, changing nothing', async () => {
    const good = contentVerdictSchema.parse((await call('/check', 'POST', { catalog: CATALOG_V1 })).json());
    expect(good.problems).toEqual([]);
    expect(good.checks.length).toBeGreaterThan(3);
    expect(good.checks.every((check) => check.ok)).toBe(true);
    const bad = contentVerdictSchema.parse((await call('/check', 'POST', { catalog: pricey })).json());
    expect(bad.checks.find((check) => !check.ok)).toMatchObject({ target: 'non-stop owns field', limit: '<= 3 min', ok: false });
    expect(bad.checks.map((check) => check.target)).toEqual(good.checks.map((check) => check.target));
    const broken = contentVerdictSchema.parse((await call('/check', 'POST', { catalog: { quests: 1 } })).json());
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.checks).toEqual([]);
    expect((await versions()).map((row) => row.version)).toEqual([1]);
    expect(await changes()).toEqual([]);
  });

  it('refuses to publish a draft that breaks the balance with the failing figures; version 1 stays active', async () => {
    expect((await call('/drafts', 'POST', { catalog: pricey })).json()).toEqual({ version: 2 });
    const response = await call('/versions/2/publish', 'POST');
    expect(response.statusCode).toBe(422);
    const refusal = contentRefusalSchema.parse(response.json());
    expect(refusal.problems).toEqual([]);
    expect(refusal.failedTargets[0]).toMatchObject({ target: 'non-stop owns field', limit: '<= 3 min' });
    expect(refusal.failedTargets[0]?.figure).toMatch(/^\d+\.\d min$/);
    expect((await versions()).map((row) => [row.version, row.status, row.active])).toEqual([
      [2, 'draft', false],
      [1, 'published', true],
    ]);
    expect(await changes()).toEqual([['catalog-draft', '2', OPERATOR, null]]);
  });

  it('rolls back to an earlier version as a new one (audited), and refuses a version that was never published', async () => {
    await call('/drafts', 'POST', { catalog: withQuest });
    await call('/versions/2/publish', 'POST');
    const rolled = await call('/versions/1/rollback', 'POST');
    expect([rolled.statusCode, rolled.json()]).toEqual([200, { version: 3 }]);
    const three = contentVersionSchema.parse((await call('/versions/3')).json());
    expect(three.catalog).toEqual(CATALOG_V1);
    expect((await versions()).find((row) => row.active)?.version).toBe(3);
    await call('/drafts', 'POST', { catalog: withQuest });
    const refused = await call('/versions/4/rollback', 'POST');
    expect(refused.statusCode).toBe(422);
    expect(contentRefusalSchema.parse(refused.json()).problems).toEqual(['there is no published version 4']);
    expect((await changes())[1]).toEqual(['catalog-rollback', '3', OPERATOR, { from: 1 }]);
  });
});
