/**
 * The colours Telegram takes for the header and the background (docs/product.md, section 5),
 * checked before the SDK is called. Only the SDK's setup reads them, after the first paint.
 */
import { refuse, type RuleResult } from './platform-rules.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** A colour is hex with 3 or 6 digits (`#3b2314`, `#fff`) or `rgb(r, g, b)` with 0 to 255. */
export function checkColor(color: string): RuleResult<string> {
  if (HEX.test(color)) return { ok: true, value: color };
  const rgb = RGB.exec(color);
  if (rgb && rgb.slice(1).every((channel) => Number(channel) <= 255)) return { ok: true, value: color };
  return refuse(`colour must be hex with 3 or 6 digits (#3b2314) or rgb(r, g, b) with 0 to 255, got "${color}"`);
}

/** `#abc` and `rgb(…)` become the `#aabbcc` form the SDK's colour setters take. */
export function toHexColor(color: string): `#${string}` {
  const rgb = RGB.exec(color);
  if (rgb) {
    return `#${rgb
      .slice(1)
      .map((channel) => Number(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  }
  const digits = color.slice(1).toLowerCase();
  return `#${digits.length === 3 ? digits.replace(/./g, '$&$&') : digits}`;
}

/** The theme colours a header colour key can name on clients that take no rgb header colour. */
export type HeaderColorKey = 'bg_color' | 'secondary_bg_color';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * The key whose theme colour is nearest `target` (both `#rrggbb`): on a client older than 6.9 the
 * header takes a key only, so the one closest to the brand brown stands in for it. `bg_color`
 * when the theme names neither.
 */
export function nearestHeaderKey(target: string, colors: Partial<Record<HeaderColorKey, string>>): HeaderColorKey {
  const goal = channels(target);
  const distance = (hex: string) => channels(hex).reduce((sum, channel, index) => sum + (channel - (goal[index] ?? 0)) ** 2, 0);
  const candidates = (['bg_color', 'secondary_bg_color'] as const).filter((key) => colors[key] !== undefined);
  return candidates.reduce<HeaderColorKey>(
    (best, key) => (distance(colors[key] ?? '') < distance(colors[best] ?? '') ? key : best),
    candidates[0] ?? 'bg_color',
  );
}
