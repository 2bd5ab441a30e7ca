import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from './cookies.ts';

describe('cookies', () => {
  it('reads one cookie among several and decodes it', () => {
    expect(readCookie('locale', 'a=1; locale=pt-BR; b=x%20y')).toBe('pt-BR');
    expect(readCookie('b', 'a=1; locale=pt-BR; b=x%20y')).toBe('x y');
    expect(readCookie('missing', 'a=1')).toBeNull();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeNull();
  });

  it('writes a cookie for 365 days, path /, SameSite lax', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const written = cookieString('locale', 'uk', { days: 365 }, now);
    expect(written).toContain('locale=uk;');
    expect(written).toContain('Expires=Thu, 01 Jan 2026 00:00:00 GMT');
    expect(written).toContain('Max-Age=31536000');
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=lax');
  });
});
