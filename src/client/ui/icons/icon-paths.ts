/**
 * Path data used by more than one element of an icon, kept in a `.ts` file: it is drawing data,
 * not text, so the UI-string lint of `.tsx` files has nothing to say about it.
 */

/** The numerals 1, 2 and 3 drawn as strokes on the medals (no text, so no font is needed). */
export const MEDAL_NUMERALS: Record<1 | 2 | 3, string> = {
  1: 'M16 15.5v8M14 17l2-1.5',
  2: 'M13.6 17.2c.4-1.4 4.8-1.6 4.8.8 0 2-4.8 3.2-4.8 5.5h4.8',
  3: 'M13.6 16.4h4.6l-2.6 3c1.8-.2 3 .6 3 2 0 1.8-3.4 2.6-5 1.2',
};

/** TikTok's note, drawn three times (cyan and red shadows, then white). */
export const TIKTOK_NOTE =
  'M17.6 5h3.2c.3 2.6 1.9 4.4 4.6 4.6v3.3c-1.7 0-3.2-.5-4.6-1.4v6.8a6 6 0 1 1-6-6h.9v3.4h-.9a2.6 2.6 0 1 0 2.8 2.6V5Z';
