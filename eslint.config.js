// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The feature folders: each is one screen, and never imports another. */
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dependency zones of the architecture file (`target` may not import `from`); the README's
 * "Dependency rules" paragraph says the same. `testing` names the helpers a feature's component
 * tests may use besides (the offline data client, the shell render).
 */
function dependencyZones({ testing = false } = {}) {
  return [
    {
      target: './src/domain',
      from: ['./src/protocol', './src/client', './src/admin', './src/server', './sw'],
      message: 'domain depends on nothing',
    },
    { target: './src/protocol', from: ['./src/client', './src/admin', './src/server', './sw'], message: 'protocol depends only on domain' },
    { target: './src/client', from: ['./src/server', './sw'], message: 'the client never imports the server' },
    {
      target: './src/client/data',
      from: ['./src/client/features', './src/client/app', './src/client/ui', './src/client/platform', './src/client/i18n'],
      message: 'data depends only on domain and protocol',
    },
    {
      target: './src/client/platform',
      from: ['./src/domain', './src/client/features', './src/client/app', './src/client/data', './src/client/ui', './src/client/i18n'],
      message: 'platform wraps SDKs only (and reads the protocol)',
    },
    {
      target: './src/client/ui',
      from: ['./src/protocol', './src/client/features', './src/client/app', './src/client/data', './src/client/platform'],
      message: 'ui is presentational: domain and i18n only',
    },
    {
      target: './src/client/features',
      from: './src/client/data',
      except: ['./index.ts', ...(testing ? ['./testing.ts'] : [])],
      message: 'features use data through its index (src/client/data/index.ts)',
    },
    {
      target: './src/client/features',
      from: './src/client/platform',
      except: ['./index.ts'],
      message: "features use the platform's public surface (src/client/platform/index.ts)",
    },
    {
      target: './src/client/features',
      from: ['./src/client/app', './src/protocol'],
      except: testing ? ['./testing.tsx'] : [],
      message: 'features depend on data, domain, ui, i18n and the platform surface only',
    },
    { target: './src/server', from: ['./src/client', './src/admin', './sw'], message: 'the server never imports the client' },
    {
      target: './src/admin',
      from: ['./src/server', './sw', './src/client/app', './src/client/data', './src/client/features', './src/client/platform'],
      message: "the operator console talks to the server through the protocol only (it may use the game's ui styles)",
    },
    { target: './src/client', from: './src/admin', message: 'the game never imports the operator console' },
    { target: './sw', from: ['./src/domain', './src/client', './src/server'], message: 'the service worker depends only on protocol' },
    ...features.map((name) => ({
      target: `./src/client/features/${name}`,
      from: './src/client/features',
      except: [`./${name}`],
      message: 'a feature never imports another feature',
    })),
  ];
}

/** Things the pure domain may not touch: clock, randomness, timers, network, environment. */
const impureGlobals = [
  'setTimeout',
  'setInterval',
  'setImmediate',
  'requestAnimationFrame',
  'fetch',
  'window',
  'document',
  'process',
  'performance',
  'crypto',
  'navigator',
].map((name) => ({ name, message: 'src/domain is pure: pass time, randomness and I/O in as arguments' }));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', '**/.scratch', 'src/client/i18n/locales', 'src/server/db/migrations', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // The files no-cycle follows: without this only .js files are read, and a cycle through .ts
      // files passes unseen (tests/tools/import-cycle.test.ts plants one to prove the rule works).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: dependencyZones() }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/client/platform/telegram/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@telegram-apps/sdk-react', message: 'only src/client/platform/telegram uses the Telegram SDK' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'src/domain is pure: take `now` as an argument' },
        { object: 'Math', property: 'random', message: 'src/domain is pure: take `rng` as an argument' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'src/domain is pure: take `now` as an argument' },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'features read data through the hooks of src/client/data' },
            { name: 'dexie-react-hooks', message: 'features read data through the hooks of src/client/data' },
            { name: '@telegram-apps/sdk-react', message: 'only src/client/platform/telegram uses the Telegram SDK' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'features send actions through src/client/data' }],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^\\W*$'],
          ignoreNames: [
            {
              regex: {
                pattern: 'className|^(data|aria)-|role|type|href|src|id|key|name|variant|kind|icon|size|as|to|path|tone|testId',
                flags: 'i',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            // Its second argument names the part in the console's log.
            'optionalPart',
            'Error',
            'URL',
            'URLSearchParams',
            'cx',
            'clsx',
            'useMatch',
            'navigate',
            'setLocation',
            '*.closest',
            '*.querySelector',
            '*.querySelectorAll',
            '*.matchMedia',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
  {
    // The operator console is English only (no Lingui), with the game's rules of hooks.
    files: ['src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A screen's component tests render it through the shell's helpers, on an offline data client.
    files: ['src/client/features/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: dependencyZones({ testing: true }) }] },
  },
  {
    // A screen test renders with a real data client (src/client/data/testing.ts), never a data
    // module replaced by path: vi.mock('…/data/…') or vi.mock(import('…/data/…')).
    files: ['src/client/**/*.test.{ts,tsx}'],
    ignores: ['src/client/data/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['arguments.0.value', 'arguments.0.source.value'].map((path) => ({
          selector: `CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][${path}=/(^|\\W)data\\W/]`,
          message: 'render with the data client of src/client/data/testing.ts instead of mocking a data module by path (docs/testing.md)',
        })),
      ],
    },
  },
  {
    // Component tests name the literal text they expect on screen; that text is not UI code.
    files: ['src/client/**/*.test.tsx'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
