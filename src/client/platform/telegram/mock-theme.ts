/**
 * Telegram theme parameters used by the mocked environment, one set per colour scheme, in the
 * snake-case form Telegram sends. Warm browns so a development session looks like the game.
 */
export const MOCK_THEMES: Record<'light' | 'dark', Record<string, `#${string}`>> = {
  light: {
    accent_text_color: '#6b8e23',
    bg_color: '#fbf4e6',
    button_color: '#8a5a2b',
    button_text_color: '#ffffff',
    destructive_text_color: '#c0392b',
    header_bg_color: '#3b2314',
    hint_color: '#9c8470',
    link_color: '#8a5a2b',
    secondary_bg_color: '#f1e4cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#8a5a2b',
    subtitle_text_color: '#9c8470',
    text_color: '#2b1a0e',
  },
  dark: {
    accent_text_color: '#9ccc65',
    bg_color: '#1f140c',
    button_color: '#c98a46',
    button_text_color: '#1f140c',
    destructive_text_color: '#ef7b6c',
    header_bg_color: '#3b2314',
    hint_color: '#a48c76',
    link_color: '#e0a868',
    secondary_bg_color: '#2a1b10',
    section_bg_color: '#2f1e12',
    section_header_text_color: '#e0a868',
    subtitle_text_color: '#a48c76',
    text_color: '#f6ead7',
  },
};
