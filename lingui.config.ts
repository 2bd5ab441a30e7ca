import { defineConfig } from '@lingui/conf';

/**
 * What loads after the first paint (docs/performance.md): the screens loaded on demand (their
 * folders, src/client/app/routes.tsx), the parts loaded beside the first render or when first
 * shown (src/client/ui/optional-part.ts), and the texts of failures and refusals. Their messages
 * are the `later` catalog, which loads with their code; the first load carries only the messages
 * the shell and the farm paint with. The build fails if one of these files lands in the first
 * load (vite.config.ts).
 */
export const LATER_SOURCES = [
  ...['boosts', 'events', 'leaderboard', 'quests', 'referrals', 'settings', 'shop', 'spin', 'wallet'].map(
    (screen) => `src/client/features/${screen}/`,
  ),
  'src/client/features/farm/prestige-sheet.tsx',
  'src/client/app/toaster.tsx',
  'src/client/app/news-toasts.tsx',
  'src/client/app/home-screen-offer.tsx',
  'src/client/i18n/reasons.ts',
  'src/client/i18n/undone.ts',
];

/** `<rootDir>`-relative include paths (folders end with `/`); Lingui excludes by glob. */
const later = LATER_SOURCES.map((source) => `<rootDir>/${source.replace(/\/$/, '')}`);

/** en-US is the source locale; the others are translated in their `.po` catalogs. */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'ru', 'uk', 'es', 'pt-BR', 'id', 'vi', 'tr'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}',
      include: ['<rootDir>/src/client'],
      exclude: LATER_SOURCES.map((source) => `<rootDir>/${source.endsWith('/') ? `${source}**` : source}`),
    },
    {
      path: '<rootDir>/src/client/i18n/locales/later/{locale}',
      include: later,
    },
  ],
});
