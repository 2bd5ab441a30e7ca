import { describe, expect, it } from 'vitest';
import { checkPopup, checkTelegramLink, isVersionAtLeast, type PopupRequest } from './platform-rules.ts';

function reasonOf(result: { ok: boolean; reason?: string }): string {
  return result.ok ? '' : (result.reason ?? '');
}

describe('checkTelegramLink', () => {
  it('accepts links to t.me', () => {
    expect(checkTelegramLink('https://t.me/harvesthub')).toEqual({ ok: true, value: 'https://t.me/harvesthub' });
  });

  it('refuses other hosts, plain http, look-alike hosts and a bare host', () => {
    for (const url of ['https://example.com/x', 'http://t.me/harvesthub', 'https://t.me.evil.io/x', 'https://t.me/', 't.me/harvesthub']) {
      expect(reasonOf(checkTelegramLink(url))).toContain('must start with https://t.me/');
    }
  });
});

describe('checkPopup', () => {
  const add = { id: 'add', text: 'Add' };
  const ok: PopupRequest = { title: 'Keep your farm close', message: 'Add the game to your home screen.', buttons: [add] };

  it('accepts a popup at every limit: title 64, message 1 and 256, 3 buttons, id 64, text 1 and 64', () => {
    const limits: PopupRequest = {
      title: 't'.repeat(64),
      message: 'm'.repeat(256),
      buttons: [
        { id: 'i'.repeat(64), text: 'x' },
        { id: '', text: 'y'.repeat(64) },
        { id: 'c', text: 'Cancel', kind: 'destructive' },
      ],
    };
    expect(checkPopup(limits)).toEqual({ ok: true, value: limits });
    expect(checkPopup({ message: 'm', buttons: [] }).ok).toBe(true);
    // Telegram counts UTF-16 units, as its own script does: most emoji are two.
    expect(checkPopup({ ...ok, title: '🌱'.repeat(32) }).ok).toBe(true);
    expect(checkPopup({ ...ok, title: '🌱'.repeat(33) }).ok).toBe(false);
  });

  it('refuses a title over 64 characters', () => {
    expect(reasonOf(checkPopup({ ...ok, title: 't'.repeat(65) }))).toBe('a popup title has at most 64 characters, got 65');
  });

  it('refuses an empty message and one over 256 characters', () => {
    expect(reasonOf(checkPopup({ ...ok, message: '' }))).toBe('a popup message has 1 to 256 characters, got 0');
    expect(reasonOf(checkPopup({ ...ok, message: '   ' }))).toBe('a popup message has 1 to 256 characters, got 0');
    expect(reasonOf(checkPopup({ ...ok, message: 'm'.repeat(257) }))).toBe('a popup message has 1 to 256 characters, got 257');
  });

  it('refuses a fourth button', () => {
    expect(reasonOf(checkPopup({ ...ok, buttons: [add, add, add, add] }))).toBe('a popup has at most 3 buttons, got 4');
  });

  it('refuses a button id over 64 characters and a button text empty or over 64', () => {
    expect(reasonOf(checkPopup({ ...ok, buttons: [{ id: 'i'.repeat(65), text: 'Add' }] }))).toContain(
      'button id has at most 64 characters',
    );
    expect(reasonOf(checkPopup({ ...ok, buttons: [{ id: 'add', text: '' }] }))).toBe(
      'a popup button text has 1 to 64 characters, got 0 (id "add")',
    );
    expect(reasonOf(checkPopup({ ...ok, buttons: [{ id: 'add', text: 'x'.repeat(65) }] }))).toBe(
      'a popup button text has 1 to 64 characters, got 65 (id "add")',
    );
  });
});

describe('isVersionAtLeast', () => {
  it('compares each part as a number', () => {
    expect(isVersionAtLeast('8.0', '8.0')).toBe(true);
    expect(isVersionAtLeast('7.10', '7.8')).toBe(true);
    expect(isVersionAtLeast('7.8', '7.10')).toBe(false);
    expect(isVersionAtLeast('9', '8.0')).toBe(true);
    expect(isVersionAtLeast('6.1', '6.2')).toBe(false);
    expect(isVersionAtLeast('8.0.1', '8.0')).toBe(true);
  });

  it('takes no version, or an unreadable one, as too old', () => {
    expect(isVersionAtLeast(null, '6.0')).toBe(false);
    expect(isVersionAtLeast('eight', '6.0')).toBe(false);
    expect(isVersionAtLeast('', '6.0')).toBe(false);
  });
});
