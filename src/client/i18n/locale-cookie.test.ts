import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the locale cookie', () => {
  it('keeps the chosen locale 365 days, on path /, SameSite lax, and reads it back', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return written.map((entry) => entry.split(';')[0]).join('; ');
      },
    });
    writeLocaleCookie('uk');
    expect(written).toHaveLength(1);
    const attributes = (written[0] ?? '').split('; ');
    expect(attributes).toEqual(
      expect.arrayContaining([
        'locale=uk',
        'Expires=Thu, 01 Jan 2026 00:00:00 GMT',
        `Max-Age=${String(365 * 86_400)}`,
        'Path=/',
        'SameSite=lax',
      ]),
    );
    expect(readLocaleCookie()).toBe('uk');
  });
});
