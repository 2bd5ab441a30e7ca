import { describe, expect, it } from 'vitest';
import { resolveTheme } from './color-mode.ts';

describe('resolveTheme', () => {
  it('uses the chosen mode, and Telegram theme for system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});
