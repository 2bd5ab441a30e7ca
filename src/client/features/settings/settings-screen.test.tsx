import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readSettings } from '../../data/index.ts';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { SettingsScreen } from './settings-screen.tsx';

// The screen's data client, on a database of this file's own (its settings emptied before each test).
const { client, db } = offlineTestData('settings-screen-test');

beforeEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

afterEach(() => {
  cleanup();
});

function switchNamed(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('switch', { name });
}

describe('SettingsScreen', () => {
  it('shows the defaults: music and effects on at 50, vibration on, colour mode auto, English', async () => {
    await renderInShell(<SettingsScreen />, { path: '/settings', data: client });
    expect(switchNamed('Music').checked).toBe(true);
    expect(switchNamed('Sound effects').checked).toBe(true);
    expect(switchNamed('Vibration').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Music volume' }).value).toBe('50');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Sound effects volume' }).value).toBe('50');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Auto' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
  });

  it('stores every change and shows it again after a reload', async () => {
    await renderInShell(<SettingsScreen />, { path: '/settings', data: client });
    fireEvent.click(switchNamed('Music'));
    fireEvent.change(screen.getByRole('slider', { name: 'Sound effects volume' }), { target: { value: '80' } });
    fireEvent.click(switchNamed('Vibration'));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(async () => {
      expect(await readSettings(db)).toMatchObject({ musicOn: false, soundFxLevel: 80, vibration: false, colorMode: 'dark' });
    });
    cleanup();

    await renderInShell(<SettingsScreen />, { path: '/settings', data: client });
    await waitFor(() => {
      expect(switchNamed('Music').checked).toBe(false);
    });
    expect(switchNamed('Vibration').checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Sound effects volume' }).value).toBe('80');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Music volume' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
  });

  it('switches the language at once and keeps the choice in settings and a cookie', async () => {
    await renderInShell(<SettingsScreen />, { path: '/settings', data: client });
    fireEvent.click(screen.getByRole('radio', { name: 'Українська' }));
    expect(await screen.findByRole('heading', { name: 'Налаштування' })).toBeTruthy();
    expect(i18n.locale).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(document.cookie).toContain('locale=uk');
    await waitFor(async () => {
      expect((await readSettings(db)).locale).toBe('uk');
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Українська' }).checked).toBe(true);
  });
});
