// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activateLocale, changeLocale, i18n, loadLaterMessages } from './i18n.ts';
import { messages as shellRu } from './locales/ru.po';
import { messages as laterRu } from './locales/later/ru.po';

/** A message only the later catalog has (lingui.config.ts), and one only the first load's has. */
const laterOnly = Object.keys(laterRu).find((id) => !(id in shellRu)) ?? '';
const shellOnly = Object.keys(shellRu).find((id) => !(id in laterRu)) ?? '';

describe('the catalogs of a locale', () => {
  it("activates the first load's catalog alone, and the later one once a part asks for it", async () => {
    expect(laterOnly).not.toBe('');
    await activateLocale('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.messages[shellOnly]).toEqual(shellRu[shellOnly]);
    expect(i18n.messages[laterOnly]).toBeUndefined();

    await loadLaterMessages();
    expect(i18n.messages[laterOnly]).toEqual(laterRu[laterOnly]);
    expect(i18n.messages[shellOnly]).toEqual(shellRu[shellOnly]);
  });

  it('brings the later catalog of a locale changed to after a part used it', async () => {
    await changeLocale('es');
    const { messages: laterEs } = await import('./locales/later/es.po');
    expect(i18n.locale).toBe('es');
    expect(i18n.messages[laterOnly]).toEqual(laterEs[laterOnly]);
    expect(i18n.messages[laterOnly]).not.toEqual(laterRu[laterOnly]);
  });
});
