import { defineConfig } from '@lingui/conf';

/** en-US is the source locale; the others are translated in their `.po` catalogs. */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'ru', 'uk', 'es', 'pt-BR', 'id', 'vi', 'tr'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}',
      include: ['<rootDir>/src/client'],
    },
  ],
});
