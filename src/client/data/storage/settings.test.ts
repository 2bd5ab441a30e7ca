import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameDatabase } from './db.ts';
import { normalizeSettings, readSettings, updateSettings } from './settings.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';

let db: GameDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new GameDatabase(`settings-test-${counter}`);
});

afterEach(async () => {
  await db.delete();
});

describe('settings', () => {
  it('reads the defaults when nothing is stored: toggles on, levels 50, colour mode system', async () => {
    const settings = await readSettings(db);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).toMatchObject({
      soundFxOn: true,
      soundFxLevel: 50,
      musicOn: true,
      musicLevel: 50,
      vibration: true,
      colorMode: 'system',
    });
  });

  it('stores a patch and keeps the other fields', async () => {
    await updateSettings({ musicOn: false, musicLevel: 20 }, db);
    await updateSettings({ colorMode: 'dark', locale: 'uk' }, db);
    const settings = await readSettings(db);
    expect(settings).toMatchObject({ musicOn: false, musicLevel: 20, colorMode: 'dark', locale: 'uk', soundFxLevel: 50 });
  });

  it('survives reopening the database, as after a reload', async () => {
    await updateSettings(
      { vibration: false, soundFxLevel: 80, seasonData: { seasonName: 'Spring', seasonNumber: 3, startDate: '2025-03-01T00:00:00.000Z' } },
      db,
    );
    const name = db.name;
    db.close();
    db = new GameDatabase(name);
    const settings = await readSettings(db);
    expect(settings.vibration).toBe(false);
    expect(settings.soundFxLevel).toBe(80);
    expect(settings.seasonData?.seasonNumber).toBe(3);
  });

  it('clamps levels to 0..100 and rounds them', async () => {
    expect(await updateSettings({ musicLevel: 140, soundFxLevel: -3 }, db)).toMatchObject({ musicLevel: 100, soundFxLevel: 0 });
    expect((await updateSettings({ musicLevel: 33.6 }, db)).musicLevel).toBe(34);
  });

  it('repairs a row written by an older build or by hand', async () => {
    await db.settings.put({ id: 'settings', value: { musicOn: 'yes', colorMode: 'sepia', soundFxLevel: Number.NaN } as never });
    const settings = await readSettings(db);
    expect(settings.musicOn).toBe(true);
    expect(settings.colorMode).toBe('system');
    expect(settings.soundFxLevel).toBe(50);
    expect(settings.campaignModalSeen).toBe(false);
    expect(settings.homeScreenOffered).toBe(false);
  });

  it('keeps that the home-screen offer was made', async () => {
    await updateSettings({ homeScreenOffered: true }, db);
    expect((await readSettings(db)).homeScreenOffered).toBe(true);
    expect(normalizeSettings({ homeScreenOffered: 'yes' }).homeScreenOffered).toBe(false);
  });

  it('treats an empty locale as no choice', () => {
    expect(normalizeSettings({ locale: '' }).locale).toBeNull();
  });
});
