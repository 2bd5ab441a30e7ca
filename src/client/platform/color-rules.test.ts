import { describe, expect, it } from 'vitest';
import { checkColor, nearestHeaderKey, toHexColor } from './color-rules.ts';

function reasonOf(result: { ok: boolean; reason?: string }): string {
  return result.ok ? '' : (result.reason ?? '');
}

describe('checkColor', () => {
  it('accepts hex with 3 or 6 digits and rgb()', () => {
    for (const color of ['#fff', '#3B2314', 'rgb(59, 35, 20)', 'rgb(0,0,0)']) expect(checkColor(color).ok).toBe(true);
  });

  it('refuses other forms with a reason that shows the value', () => {
    for (const color of ['#ffff', '#3b231', '3b2314', 'rgb(256, 0, 0)', 'rgba(1,2,3,0.5)', 'brown', '#ggg']) {
      expect(reasonOf(checkColor(color))).toContain(`got "${color}"`);
    }
  });

  it('normalizes accepted colours to six-digit hex', () => {
    expect(toHexColor('#AbC')).toBe('#aabbcc');
    expect(toHexColor('rgb(59, 35, 20)')).toBe('#3b2314');
    expect(toHexColor('#3B2314')).toBe('#3b2314');
  });
});

describe('nearestHeaderKey', () => {
  it('picks the theme key whose colour is nearest the brown, bg_color when the theme names none', () => {
    expect(nearestHeaderKey('#3b2314', { bg_color: '#ffffff', secondary_bg_color: '#efeff3' })).toBe('secondary_bg_color');
    expect(nearestHeaderKey('#3b2314', { bg_color: '#212121', secondary_bg_color: '#0f0f0f' })).toBe('bg_color');
    expect(nearestHeaderKey('#3b2314', { secondary_bg_color: '#ffffff' })).toBe('secondary_bg_color');
    expect(nearestHeaderKey('#3b2314', {})).toBe('bg_color');
  });
});
