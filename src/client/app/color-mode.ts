import { type ColorMode } from '../data/index.ts';

/** The theme to paint: the player's choice, or Telegram's theme when they chose `system`. */
export function resolveTheme(mode: ColorMode, telegramDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return telegramDark ? 'dark' : 'light';
  return mode;
}

/** Paints the page with a theme (`data-theme` on <html> switches the CSS tokens). */
export function applyTheme(theme: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = theme;
}
