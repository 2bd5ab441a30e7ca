import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { runAdminCommand } from '#server/admin/commands';
import { openPostgres, type Database } from '#server/db/database';
import {
  listCatalogVersions,
  publishCatalog,
  publishCatalogDraft,
  rollbackCatalog,
  saveCatalogDraft,
} from '#server/services/catalog-versions';
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog, QuestDef } from '#domain/catalog-types';
import { catalogResponseSchema } from '#protocol/catalog-version';
import { gameUserResponseSchema } from '#protocol/game-user';
import { questListResponseSchema } from '#protocol/quests';
import { testDatabaseUrl, usingPostgres } from './helpers/database.ts';
import { act, newPlayerSession, testConfig, useHarness } from './helpers/harness.ts';
import { editState } from './helpers/state.ts';

const harness = useHarness();
const OPERATOR = 4242;
/** The command line as run by `ops` on the server, with OPERATOR among ADMIN_IDS. */
const CLI = { adminIds: [OPERATOR], osUser: 'ops' };

const harvestQuest: QuestDef = {
  id: 'harvest-festival',
  title: 'Harvest festival',
  repeat: 'once',
  condition: { type: 'checkin' },
  rewards: [{ type: 'resource', resource: 3, amount: 7, minutes: 0 }],
};
const withQuest: Catalog = { ...CATALOG_V1, quests: [...CATALOG_V1.quests, harvestQuest] };

async function gameUser(session: string, app = harness.app) {
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }, app);
  return gameUserResponseSchema.parse(response.json());
}

async function catalogOf(session: string, app = harness.app) {
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/catalog' }, app);
  expect(response.statusCode).toBe(200);
  return catalogResponseSchema.parse(response.json());
}

describe('catalog versions', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it('starts a fresh database on version 1, CATALOG_V1, and answers it only to a session', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    expect((await gameUser(session)).catalogVersion).toBe(1);
    expect(await catalogOf(session)).toEqual({ version: 1, catalog: CATALOG_V1 });
    expect((await harness.app.inject({ method: 'GET', url: '/backend/hub/catalog' })).statusCode).toBe(401);
  });

  it('publishes a new quest that two instances serve at once, and a player takes and claims it', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    let database = harness.database;
    if (usingPostgres()) {
      database = openPostgres(testDatabaseUrl(), { poolSize: 5 });
      opened.push(database);
    }
    const other = await buildApp({ config: testConfig(harness.clock), database });
    await other.ready();
    try {
      // Both instances have served version 1 before the publish.
      expect((await gameUser(session, other)).catalogVersion).toBe(1);
      const published = await publishCatalog(harness.database.db, withQuest, OPERATOR, harness.clock.now());
      expect(published).toEqual({ ok: true, version: 2 });
      for (const app of [harness.app, other]) {
        expect((await gameUser(session, app)).catalogVersion).toBe(2);
        expect((await catalogOf(session, app)).catalog.quests.map((quest) => quest.id)).toContain('harvest-festival');
      }
      const list = questListResponseSchema.parse(
        (
          await harness.call(session, { method: 'POST', url: '/backend/hub/engine/quest-list', payload: { limit: 50, offset: 0 } }, other)
        ).json(),
      );
      expect(list.quests.map((quest) => quest.id)).toContain('harvest-festival');
      expect((await act(harness, session, 'checkin', {}, undefined, other)).statusCode).toBe(200);
      expect((await act(harness, session, 'quest-take', { questId: 'harvest-festival' })).statusCode).toBe(200);
      const claimed = await act(harness, session, 'quest-claim', { questId: 'harvest-festival' }, undefined, other);
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json()).toMatchObject({ result: { tokensCredited: 7 } });
    } finally {
      await other.close();
    }
  });

  it('refuses a malformed catalog, a removed producer a player owns, and one that breaks the balance, changing nothing', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({ ...state, resources: [5000, 0, 0, 0] }));
    expect((await act(harness, session, 'producer-buy', { producerId: 'field', season: 'main' })).statusCode).toBe(200);
    const db = harness.database.db;
    const now = harness.clock.now();

    const malformed = await publishCatalog(db, { ...CATALOG_V1, spinSlots: 'lucky' }, OPERATOR, now);
    expect(malformed).toMatchObject({ ok: false, failedTargets: [] });
    expect(!malformed.ok && malformed.problems[0]).toMatch(/^spinSlots: /);

    const withoutField = CATALOG_V1.producers.filter((def) => def.id !== 'field');
    const quests = CATALOG_V1.quests.filter((quest) => quest.id !== 'own-field');
    const removed = await publishCatalog(db, { ...CATALOG_V1, producers: withoutField, quests }, OPERATOR, now);
    expect(removed).toEqual({ ok: false, problems: ['producer field is owned by players and cannot be removed'], failedTargets: [] });

    const pricey = CATALOG_V1.producers.map((def) => (def.id === 'field' ? { ...def, cost: [20_000, 0, 0, 0] as const } : def));
    const breaking = await publishCatalog(db, { ...CATALOG_V1, producers: pricey }, OPERATOR, now);
    expect(breaking.ok).toBe(false);
    if (breaking.ok) return;
    expect(breaking.problems).toEqual([]);
    expect(breaking.failedTargets.length).toBeGreaterThan(0);
    expect(breaking.failedTargets[0]).toMatchObject({ target: 'non-stop owns field', limit: '<= 3 min' });

    expect((await gameUser(session)).catalogVersion).toBe(1);
    const versions = await listCatalogVersions(db);
    expect(versions.filter((row) => row.status === 'published').map((row) => row.version)).toEqual([1]);
  });

  it('publishes a saved draft once, rolls back as a new version, and judges an old action by the active one', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const db = harness.database.db;
    const draft = await saveCatalogDraft(db, withQuest, OPERATOR, harness.clock.now());
    expect(draft).toEqual({ ok: true, version: 2 });
    expect((await gameUser(session)).catalogVersion).toBe(1);
    expect(await publishCatalogDraft(db, 2, OPERATOR, harness.clock.now())).toEqual({ ok: true, version: 2 });
    expect(await publishCatalogDraft(db, 2, OPERATOR, harness.clock.now())).toMatchObject({
      ok: false,
      problems: ['version 2 is already published'],
    });
    expect((await act(harness, session, 'quest-take', { questId: 'harvest-festival' })).statusCode).toBe(200);

    harness.clock.advance(1000);
    expect(await rollbackCatalog(db, 1, OPERATOR, harness.clock.now())).toEqual({ ok: true, version: 3 });
    expect(await rollbackCatalog(db, 9, OPERATOR, harness.clock.now())).toMatchObject({
      ok: false,
      problems: ['there is no published version 9'],
    });
    expect((await gameUser(session)).catalogVersion).toBe(3);
    expect((await catalogOf(session)).catalog.quests.map((quest) => quest.id)).not.toContain('harvest-festival');
    // The client took the quest under version 2; its claim is judged by version 3, where it is gone.
    expect((await act(harness, session, 'checkin')).statusCode).toBe(200);
    const claim = await act(harness, session, 'quest-claim', { questId: 'harvest-festival' });
    expect(claim.json()).toMatchObject({ reason: 'QUEST_UNKNOWN' });
    const rows = await listCatalogVersions(db);
    expect(rows.map((row) => [row.version, row.status, row.active, row.publishedBy])).toEqual([
      [3, 'published', true, OPERATOR],
      [2, 'published', false, OPERATOR],
      [1, 'published', false, null],
    ]);
  });

  it('exports, publishes, lists and rolls back from the command line', async () => {
    const db = harness.database.db;
    const folder = await mkdtemp(join(tmpdir(), 'catalog-'));
    const file = join(folder, 'catalog.json');
    const exported = await runAdminCommand(db, ['catalog', 'export', file], harness.clock.now(), CLI);
    expect(exported).toEqual({ code: 0, lines: [`Wrote version 1 to ${file}.`] });
    const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
    expect(catalog).toEqual(CATALOG_V1);

    await writeFile(file, JSON.stringify({ ...catalog, quests: [...catalog.quests, harvestQuest] }));
    const published = await runAdminCommand(db, ['catalog', 'publish', file, '--operator', String(OPERATOR)], harness.clock.now(), CLI);
    expect(published).toEqual({ code: 0, lines: ['Published version 2: it is the active catalog now.'] });

    const broken = CATALOG_V1.producers.map((def) => (def.id === 'field' ? { ...def, cost: [20_000, 0, 0, 0] as const } : def));
    await writeFile(file, JSON.stringify({ ...catalog, producers: broken }));
    const refused = await runAdminCommand(db, ['catalog', 'publish', file], harness.clock.now(), CLI);
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toBe('Refused:');
    expect(refused.lines[1]).toMatch(/^ {2}non-stop owns field: \d+\.\d min \(target <= 3 min\)$/);

    const listed = await runAdminCommand(db, ['catalog', 'list'], harness.clock.now(), CLI);
    expect(listed.lines[0]).toMatch(/^ {2}v3\tdraft/);
    expect(listed.lines[1]).toMatch(/^\* v2\tpublished\t.* by 4242/);
    expect(await runAdminCommand(db, ['catalog', 'rollback', '1'], harness.clock.now(), CLI)).toMatchObject({ code: 0 });
    expect(await runAdminCommand(db, ['catalog', 'rollback', 'one'], harness.clock.now(), CLI)).toMatchObject({ code: 2 });
  });
});
