import type { KnipConfig } from 'knip';

/** `knip` (part of `npm run lint`): no unused file, dependency or export. */
const config: KnipConfig = {
  entry: [
    'sw/sw.ts',
    'tests/**/*.{test,e2e,proof}.ts',
    'tests/bench/*.ts',
    'tests/tools/*.ts',
    'tests/e2e/global-setup.ts',
    'src/server/db/drizzle.config.ts',
    'lingui.config.ts',
    // The network code's folder, loaded by one dynamic import of its index (data/network-loader.ts)
    // and used as a namespace, which knip cannot follow: what the index exports is its surface.
    'src/client/data/network/index.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'tests/**/*.ts'],
  vitest: { config: ['vite.config.ts', 'tests/e2e/vitest.config.ts', 'tests/proof/vitest.config.ts'] },
  // The vitest configs name their setup files relative to the root, which knip reads as imports.
  ignoreUnresolved: ['tests/e2e/global-setup.ts', 'tests/dom/setup.ts'],
  // An export its own file uses is part of that file's shape, not dead code.
  ignoreExportsUsedInFile: true,
  // `@lazy`: an export of a module loaded with import() and used as a namespace, which knip cannot follow.
  tags: ['-lazy'],
};

export default config;
